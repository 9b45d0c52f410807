NoteSiteSearch.add("fr","pl",{"plus":[10,9]});
