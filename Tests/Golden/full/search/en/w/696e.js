NoteSiteSearch.add("en","in",{"in":[2,10,12,10,12],"invite":[23]});
