NoteSiteSearch.add("en","bo",{"books":[26]});
