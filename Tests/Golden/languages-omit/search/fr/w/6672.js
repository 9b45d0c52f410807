NoteSiteSearch.add("fr","fr",{"from":[15]});
