NoteSiteSearch.add("en","ge",{"gentle":[26]});
