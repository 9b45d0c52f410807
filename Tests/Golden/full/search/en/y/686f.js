NoteSiteSearch.typos("en","ho",["short"]);
