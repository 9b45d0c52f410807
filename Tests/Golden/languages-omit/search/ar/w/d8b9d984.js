NoteSiteSearch.add("ar","عل",{"علي":[4]});
