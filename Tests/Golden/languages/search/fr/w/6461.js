NoteSiteSearch.add("fr","da",{"dans":[28]});
