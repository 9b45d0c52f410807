NoteSiteSearch.add("fr","bu",{"buttons":[10]});
