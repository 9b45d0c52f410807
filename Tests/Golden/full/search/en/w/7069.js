NoteSiteSearch.add("en","pi",{"pick":[10,26]});
