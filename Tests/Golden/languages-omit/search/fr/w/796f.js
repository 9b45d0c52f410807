NoteSiteSearch.add("fr","yo",{"you":[10]});
