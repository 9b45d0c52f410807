NoteSiteSearch.add("en","wi",{"with":[18]});
