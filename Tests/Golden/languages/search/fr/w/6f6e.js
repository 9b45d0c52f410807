NoteSiteSearch.add("fr","on",{"on":[18]});
