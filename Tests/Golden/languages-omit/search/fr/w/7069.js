NoteSiteSearch.add("fr","pi",{"pick":[10]});
