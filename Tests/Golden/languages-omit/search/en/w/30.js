NoteSiteSearch.add("en","0",{"0":[1]});
