NoteSiteSearch.add("fr","be",{"beta":[23]});
