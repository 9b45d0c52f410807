NoteSiteSearch.typos("en","ga",["again"]);
