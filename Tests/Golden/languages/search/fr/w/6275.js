NoteSiteSearch.add("fr","bu",{"buttons":[18]});
