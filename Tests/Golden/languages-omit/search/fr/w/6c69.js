NoteSiteSearch.add("fr","li",{"lisez":[23],"livres":[18]});
