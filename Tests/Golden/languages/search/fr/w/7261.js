NoteSiteSearch.add("fr","ra",{"rappel":[26],"rassemblent":[31]});
