NoteSiteSearch.add("ar","مك",{"مكان":[2]});
