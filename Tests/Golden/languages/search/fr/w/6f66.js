NoteSiteSearch.add("fr","of",{"off":[18]});
