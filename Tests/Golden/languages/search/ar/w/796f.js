NoteSiteSearch.add("ar","yo",{"you":[18]});
