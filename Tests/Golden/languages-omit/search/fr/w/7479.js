NoteSiteSearch.add("fr","ty",{"type":[10]});
