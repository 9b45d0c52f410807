NoteSiteSearch.typos("en","ft",["after"]);
