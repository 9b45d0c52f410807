NoteSiteSearch.typos("en","ut",["buttons"]);
