NoteSiteSearch.add("en","ow",{"own":[10,15]});
