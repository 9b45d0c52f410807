NoteSiteSearch.typos("fr","la",["clair"]);
