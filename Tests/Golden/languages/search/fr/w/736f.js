NoteSiteSearch.add("fr","so",{"soir":[26],"sombre":[28]});
