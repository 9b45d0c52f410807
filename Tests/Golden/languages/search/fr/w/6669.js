NoteSiteSearch.add("fr","fi",{"finished":[23]});
