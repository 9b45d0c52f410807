NoteSiteSearch.typos("en","er",["version"]);
