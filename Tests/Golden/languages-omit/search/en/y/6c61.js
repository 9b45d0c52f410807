NoteSiteSearch.typos("en","la",["place"]);
