NoteSiteSearch.typos("en","ig",["bigger","light","night"]);
