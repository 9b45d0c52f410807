NoteSiteSearch.add("fr","yo",{"you":[18]});
