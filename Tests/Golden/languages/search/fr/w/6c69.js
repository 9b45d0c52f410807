NoteSiteSearch.add("fr","li",{"lisez":[31],"livres":[26]});
