NoteSiteSearch.add("en","0",{"0":[9,10]});
