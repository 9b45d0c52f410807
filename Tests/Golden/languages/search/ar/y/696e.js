NoteSiteSearch.typos("ar","in",["finished"]);
