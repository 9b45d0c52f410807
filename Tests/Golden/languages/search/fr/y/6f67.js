NoteSiteSearch.typos("fr","og",["together"]);
