NoteSiteSearch.add("fr","0",{"0":[1]});
