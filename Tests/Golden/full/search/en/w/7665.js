NoteSiteSearch.add("en","ve",{"version":[23]});
