NoteSiteSearch.add("ar","عل",{"علي":[28]});
