NoteSiteSearch.typos("fr","am",["jamais"]);
