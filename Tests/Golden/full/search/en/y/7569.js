NoteSiteSearch.typos("en","ui",["build","quiet"]);
