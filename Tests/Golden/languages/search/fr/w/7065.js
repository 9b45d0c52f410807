NoteSiteSearch.add("fr","pe",{"petit":[26]});
