NoteSiteSearch.add("fr","so",{"soir":[18],"sombre":[20]});
