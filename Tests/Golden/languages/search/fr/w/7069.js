NoteSiteSearch.add("fr","pi",{"pick":[18]});
