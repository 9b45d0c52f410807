NoteSiteSearch.add("fr","wh",{"where":[10]});
