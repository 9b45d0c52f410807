NoteSiteSearch.add("en","ve",{"version":[7]});
