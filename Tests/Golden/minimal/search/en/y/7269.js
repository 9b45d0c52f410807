NoteSiteSearch.typos("en","ri",["write"]);
