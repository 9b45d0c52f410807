NoteSiteSearch.typos("en","hr",["three"]);
