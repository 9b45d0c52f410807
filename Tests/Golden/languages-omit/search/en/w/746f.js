NoteSiteSearch.add("en","to",{"to":[2,15],"together":[9]});
