NoteSiteSearch.add("en","ty",{"type":[26,10]});
