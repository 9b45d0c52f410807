NoteSiteSearch.add("fr","on",{"on":[10]});
