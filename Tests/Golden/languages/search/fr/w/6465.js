NoteSiteSearch.add("fr","de",{"de":[2,26],"device":[18]});
