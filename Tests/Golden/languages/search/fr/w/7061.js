NoteSiteSearch.add("fr","pa",{"page":[18],"passage":[28]});
