NoteSiteSearch.add("en","re",{"release":[2]});
