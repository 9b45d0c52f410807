NoteSiteSearch.add("en","ne",{"needed":[20],"never":[18],"new":[18,9,9]});
