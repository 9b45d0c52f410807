NoteSiteSearch.add("fr","le",{"le":[9,10],"lecteur":[9],"left":[10],"les":[18]});
