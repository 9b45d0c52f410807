NoteSiteSearch.typos("fr","re",["premiere"]);
