NoteSiteSearch.add("en","1",{"1":[1,28]});
