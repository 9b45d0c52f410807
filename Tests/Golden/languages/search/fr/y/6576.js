NoteSiteSearch.typos("fr","ev",["device"]);
