NoteSiteSearch.add("fr","en",{"endroit":[18]});
