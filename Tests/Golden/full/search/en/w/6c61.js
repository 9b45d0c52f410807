NoteSiteSearch.add("en","la",{"lantern":[9,12]});
