NoteSiteSearch.add("en","3",{"3":[28]});
