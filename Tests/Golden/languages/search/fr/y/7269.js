NoteSiteSearch.typos("fr","ri",["friend"]);
