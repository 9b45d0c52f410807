NoteSiteSearch.add("fr","si",{"signal":[26]});
