NoteSiteSearch.add("fr","ve",{"version":[7]});
