NoteSiteSearch.typos("en","im",["timer"]);
