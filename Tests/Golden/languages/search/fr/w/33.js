NoteSiteSearch.add("fr","3",{"3":[28]});
