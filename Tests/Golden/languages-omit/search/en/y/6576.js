NoteSiteSearch.typos("en","ev",["device","never"]);
