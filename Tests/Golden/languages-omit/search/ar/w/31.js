NoteSiteSearch.add("ar","1",{"1":[4]});
