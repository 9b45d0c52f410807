NoteSiteSearch.add("en","is",{"is":[15]});
