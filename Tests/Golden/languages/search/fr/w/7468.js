NoteSiteSearch.add("fr","th",{"the":[23]});
