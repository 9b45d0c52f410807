NoteSiteSearch.typos("fr","om",["sombre"]);
