NoteSiteSearch.add("fr","su",{"surligne":[20]});
