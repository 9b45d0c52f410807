NoteSiteSearch.typos("en","qu",["square"]);
