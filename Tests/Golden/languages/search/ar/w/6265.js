NoteSiteSearch.add("ar","be",{"beta":[23]});
