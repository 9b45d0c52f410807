NoteSiteSearch.typos("ar","ri",["friend"]);
