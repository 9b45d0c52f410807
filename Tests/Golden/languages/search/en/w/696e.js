NoteSiteSearch.add("en","in",{"in":[26],"invite":[15]});
