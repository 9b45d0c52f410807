NoteSiteSearch.add("ar","1",{"1":[1,28]});
