NoteSiteSearch.add("fr","ty",{"type":[18]});
