NoteSiteSearch.add("fr","be",{"beta":[15]});
