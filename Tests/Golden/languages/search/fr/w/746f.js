NoteSiteSearch.add("fr","to",{"to":[15],"together":[9]});
