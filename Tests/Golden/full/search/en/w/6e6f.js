NoteSiteSearch.add("en","no",{"no":[20],"not":[2]});
