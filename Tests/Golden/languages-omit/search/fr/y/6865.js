NoteSiteSearch.typos("fr","he",["where"]);
