NoteSiteSearch.add("en","ge",{"gentle":[18]});
