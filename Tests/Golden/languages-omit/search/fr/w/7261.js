NoteSiteSearch.add("fr","ra",{"rappel":[18],"rassemblent":[23]});
