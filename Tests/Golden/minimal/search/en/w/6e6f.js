NoteSiteSearch.add("en","no",{"note":[7]});
