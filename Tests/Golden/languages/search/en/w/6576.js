NoteSiteSearch.add("en","ev",{"every":[18]});
