NoteSiteSearch.add("ar","fe",{"fewer":[18]});
