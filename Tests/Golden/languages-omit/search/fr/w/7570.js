NoteSiteSearch.add("fr","up",{"up":[10]});
