NoteSiteSearch.add("fr","ch",{"chaque":[28],"chaude":[2]});
