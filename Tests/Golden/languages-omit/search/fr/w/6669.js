NoteSiteSearch.add("fr","fi",{"finished":[15]});
