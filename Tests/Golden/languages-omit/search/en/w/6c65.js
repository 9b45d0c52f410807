NoteSiteSearch.add("en","le",{"left":[18]});
