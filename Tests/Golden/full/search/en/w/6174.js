NoteSiteSearch.add("en","at",{"at":[18]});
