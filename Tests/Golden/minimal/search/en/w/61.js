NoteSiteSearch.add("en","a",{"a":[7]});
