NoteSiteSearch.add("ar","wh",{"where":[18]});
