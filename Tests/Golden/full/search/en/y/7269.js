NoteSiteSearch.typos("en","ri",["friend"]);
