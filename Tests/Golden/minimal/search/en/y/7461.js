NoteSiteSearch.typos("en","ta",["starts"]);
