NoteSiteSearch.typos("en","ta",["started"]);
