NoteSiteSearch.add("en","ev",{"everything":[2]});
