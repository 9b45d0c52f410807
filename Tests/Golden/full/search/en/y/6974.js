NoteSiteSearch.typos("en","it",["either"]);
