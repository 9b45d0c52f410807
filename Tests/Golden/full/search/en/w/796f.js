NoteSiteSearch.add("en","yo",{"you":[20,18],"your":[10,15]});
