NoteSiteSearch.add("fr","ja",{"jamais":[26]});
