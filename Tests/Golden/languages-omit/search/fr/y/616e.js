NoteSiteSearch.typos("fr","an",["lantern"]);
