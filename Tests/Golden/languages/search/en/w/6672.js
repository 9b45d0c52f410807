NoteSiteSearch.add("en","fr",{"friend":[10],"from":[2,23]});
