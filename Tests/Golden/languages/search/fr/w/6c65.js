NoteSiteSearch.add("fr","le",{"le":[17,10],"lecteur":[17],"left":[18],"les":[26]});
