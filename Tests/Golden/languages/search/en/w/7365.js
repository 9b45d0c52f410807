NoteSiteSearch.add("en","se",{"search":[28]});
