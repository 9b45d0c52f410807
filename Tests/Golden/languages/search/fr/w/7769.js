NoteSiteSearch.add("fr","wi",{"with":[10]});
