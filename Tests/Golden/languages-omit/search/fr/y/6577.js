NoteSiteSearch.typos("fr","ew",["fewer"]);
