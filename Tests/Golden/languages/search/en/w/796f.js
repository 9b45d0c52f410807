NoteSiteSearch.add("en","yo",{"you":[18,10]});
