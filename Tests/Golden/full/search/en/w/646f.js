NoteSiteSearch.add("en","do",{"does":[2],"down":[36]});
