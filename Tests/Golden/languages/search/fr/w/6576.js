NoteSiteSearch.add("fr","ev",{"every":[18]});
