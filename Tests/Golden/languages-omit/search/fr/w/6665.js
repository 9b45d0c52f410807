NoteSiteSearch.add("fr","fe",{"fewer":[10]});
