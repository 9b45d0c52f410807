NoteSiteSearch.add("en","1",{"1":[9,10]});
