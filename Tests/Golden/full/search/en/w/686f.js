NoteSiteSearch.add("en","ho",{"honest":[7]});
