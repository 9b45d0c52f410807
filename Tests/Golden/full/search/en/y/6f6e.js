NoteSiteSearch.typos("en","on",["honest"]);
