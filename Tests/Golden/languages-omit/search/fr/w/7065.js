NoteSiteSearch.add("fr","pe",{"petit":[18]});
