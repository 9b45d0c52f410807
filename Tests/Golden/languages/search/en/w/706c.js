NoteSiteSearch.add("en","pl",{"place":[26]});
