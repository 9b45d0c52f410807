NoteSiteSearch.add("fr","ja",{"jamais":[18]});
