NoteSiteSearch.add("ar","fr",{"friend":[10],"from":[2,23]});
