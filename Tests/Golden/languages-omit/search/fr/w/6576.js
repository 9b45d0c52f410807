NoteSiteSearch.add("fr","ev",{"every":[10]});
