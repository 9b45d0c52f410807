NoteSiteSearch.typos("en","ir",["first"]);
