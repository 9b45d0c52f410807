NoteSiteSearch.typos("fr","in",["finished"]);
