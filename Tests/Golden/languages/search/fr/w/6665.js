NoteSiteSearch.add("fr","fe",{"fewer":[18]});
