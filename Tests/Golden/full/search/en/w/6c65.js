NoteSiteSearch.add("en","le",{"left":[34]});
