NoteSiteSearch.add("ar","la",{"lantern":[1]});
