NoteSiteSearch.typos("en","ri",["brighter","friend"]);
