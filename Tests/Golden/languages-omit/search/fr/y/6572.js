NoteSiteSearch.typos("fr","er",["version"]);
