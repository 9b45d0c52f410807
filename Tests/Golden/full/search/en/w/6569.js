NoteSiteSearch.add("en","ei",{"either":[36]});
