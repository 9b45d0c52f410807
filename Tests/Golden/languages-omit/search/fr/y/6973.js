NoteSiteSearch.typos("fr","is",["lisez"]);
