NoteSiteSearch.add("en","li",{"light":[2,28]});
