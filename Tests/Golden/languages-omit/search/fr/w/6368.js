NoteSiteSearch.add("fr","ch",{"chaque":[20],"chaude":[2]});
