NoteSiteSearch.add("en","a",{"a":[10,10,9]});
