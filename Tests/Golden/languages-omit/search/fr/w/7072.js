NoteSiteSearch.add("fr","pr",{"premiere":[7]});
