NoteSiteSearch.add("en","la",{"lantern":[1]});
