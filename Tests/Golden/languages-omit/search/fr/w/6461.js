NoteSiteSearch.add("fr","da",{"dans":[20]});
