NoteSiteSearch.typos("en","ig",["bigger","highlight","light","night"]);
