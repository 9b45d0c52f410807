NoteSiteSearch.typos("ar","ew",["fewer"]);
