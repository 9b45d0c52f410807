NoteSiteSearch.add("fr","en",{"endroit":[26]});
