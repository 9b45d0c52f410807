NoteSiteSearch.add("en","a",{"a":[1,10,10,10,10]});
