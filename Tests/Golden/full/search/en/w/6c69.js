NoteSiteSearch.add("en","li",{"light":[2,10,28],"like":[20]});
