NoteSiteSearch.add("fr","al",{"along":[10]});
