NoteSiteSearch.add("ar","pi",{"pick":[18]});
