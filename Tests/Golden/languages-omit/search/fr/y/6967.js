NoteSiteSearch.typos("fr","ig",["bigger","signal"]);
