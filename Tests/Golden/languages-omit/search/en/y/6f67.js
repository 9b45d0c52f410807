NoteSiteSearch.typos("en","og",["together"]);
