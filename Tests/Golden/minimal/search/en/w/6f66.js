NoteSiteSearch.add("en","of",{"of":[7]});
