NoteSiteSearch.add("en","fe",{"fewer":[18]});
