NoteSiteSearch.add("en","ty",{"type":[18]});
