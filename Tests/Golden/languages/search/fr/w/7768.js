NoteSiteSearch.add("fr","wh",{"where":[18]});
