NoteSiteSearch.add("fr","de",{"de":[2,18],"device":[10]});
