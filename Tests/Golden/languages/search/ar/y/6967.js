NoteSiteSearch.typos("ar","ig",["bigger","light"]);
