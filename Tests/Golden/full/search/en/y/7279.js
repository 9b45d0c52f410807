NoteSiteSearch.typos("en","ry",["trying"]);
