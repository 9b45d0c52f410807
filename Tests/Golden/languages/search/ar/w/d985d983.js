NoteSiteSearch.add("ar","مك",{"مكان":[26]});
