NoteSiteSearch.add("en","ta",{"tap":[36]});
