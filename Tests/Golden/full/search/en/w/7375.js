NoteSiteSearch.add("en","su",{"sun":[20],"sunset":[20]});
