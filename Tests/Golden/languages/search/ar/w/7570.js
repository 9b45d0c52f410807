NoteSiteSearch.add("ar","up",{"up":[18]});
