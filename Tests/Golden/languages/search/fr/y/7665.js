NoteSiteSearch.typos("fr","ve",["every"]);
