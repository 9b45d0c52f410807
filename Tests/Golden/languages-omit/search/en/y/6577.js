NoteSiteSearch.typos("en","ew",["fewer"]);
