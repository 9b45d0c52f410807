NoteSiteSearch.add("en","sq",{"square":[20]});
