NoteSiteSearch.typos("en","ve",["every"]);
