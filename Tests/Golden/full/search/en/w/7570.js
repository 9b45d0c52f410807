NoteSiteSearch.add("en","up",{"up":[2,34]});
