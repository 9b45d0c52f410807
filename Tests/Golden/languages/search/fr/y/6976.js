NoteSiteSearch.typos("fr","iv",["livres"]);
