NoteSiteSearch.add("en","fo",{"follows":[20],"for":[7,23,15]});
