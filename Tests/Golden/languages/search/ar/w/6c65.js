NoteSiteSearch.add("ar","le",{"left":[18]});
