NoteSiteSearch.add("en","qu",{"quiet":[18]});
