NoteSiteSearch.typos("en","ve",["everything"]);
