NoteSiteSearch.typos("en","ve",["every","everyone"]);
