NoteSiteSearch.add("ar","ev",{"every":[18]});
