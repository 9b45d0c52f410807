NoteSiteSearch.typos("fr","ut",["autres","buttons"]);
