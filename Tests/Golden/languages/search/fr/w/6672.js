NoteSiteSearch.add("fr","fr",{"friend":[10],"from":[23]});
