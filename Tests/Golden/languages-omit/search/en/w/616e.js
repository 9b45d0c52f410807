NoteSiteSearch.add("en","an",{"and":[28],"any":[28]});
