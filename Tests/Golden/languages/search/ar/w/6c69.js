NoteSiteSearch.add("ar","li",{"light":[2]});
