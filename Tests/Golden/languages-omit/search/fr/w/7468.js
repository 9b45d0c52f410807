NoteSiteSearch.add("fr","th",{"the":[15]});
