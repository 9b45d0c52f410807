NoteSiteSearch.add("en","up",{"up":[18]});
