NoteSiteSearch.add("en","sl",{"sleep":[15],"slowly":[15]});
