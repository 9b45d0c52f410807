NoteSiteSearch.add("ar","wi",{"with":[10]});
