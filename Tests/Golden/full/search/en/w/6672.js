NoteSiteSearch.add("en","fr",{"friend":[18],"from":[10,23,15]});
