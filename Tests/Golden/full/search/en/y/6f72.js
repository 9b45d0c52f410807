NoteSiteSearch.typos("en","or",["corner"]);
