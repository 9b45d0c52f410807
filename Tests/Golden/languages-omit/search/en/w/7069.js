NoteSiteSearch.add("en","pi",{"pick":[18]});
