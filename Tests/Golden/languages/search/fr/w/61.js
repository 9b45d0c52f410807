NoteSiteSearch.add("fr","a",{"a":[2,10]});
