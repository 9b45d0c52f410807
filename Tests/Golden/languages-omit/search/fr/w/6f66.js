NoteSiteSearch.add("fr","of",{"off":[10]});
