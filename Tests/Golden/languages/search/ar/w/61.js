NoteSiteSearch.add("ar","a",{"a":[10,10]});
