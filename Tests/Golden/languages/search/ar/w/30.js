NoteSiteSearch.add("ar","0",{"0":[1]});
