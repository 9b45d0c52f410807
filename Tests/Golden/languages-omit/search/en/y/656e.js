NoteSiteSearch.typos("en","en",["gentle"]);
