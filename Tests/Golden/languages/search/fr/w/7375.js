NoteSiteSearch.add("fr","su",{"surligne":[28]});
