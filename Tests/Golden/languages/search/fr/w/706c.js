NoteSiteSearch.add("fr","pl",{"plus":[18,9]});
