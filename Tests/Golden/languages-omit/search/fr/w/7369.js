NoteSiteSearch.add("fr","si",{"signal":[18]});
