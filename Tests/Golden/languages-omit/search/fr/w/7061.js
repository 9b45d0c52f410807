NoteSiteSearch.add("fr","pa",{"page":[10],"passage":[20]});
