NoteSiteSearch.add("en","pu",{"public":[1],"pull":[36]});
