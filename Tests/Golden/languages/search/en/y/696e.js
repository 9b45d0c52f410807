NoteSiteSearch.typos("en","in",["finished"]);
