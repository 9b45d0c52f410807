NoteSiteSearch.add("ar","to",{"to":[2,15],"together":[9]});
