NoteSiteSearch.add("fr","up",{"up":[18]});
