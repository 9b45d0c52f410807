NoteSiteSearch.add("en","wi",{"with":[10]});
