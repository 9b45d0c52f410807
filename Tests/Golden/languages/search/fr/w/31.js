NoteSiteSearch.add("fr","1",{"1":[1,28]});
