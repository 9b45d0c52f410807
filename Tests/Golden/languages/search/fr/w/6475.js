NoteSiteSearch.add("fr","du",{"du":[2,26]});
