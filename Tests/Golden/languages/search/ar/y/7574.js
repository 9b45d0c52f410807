NoteSiteSearch.typos("ar","ut",["buttons"]);
