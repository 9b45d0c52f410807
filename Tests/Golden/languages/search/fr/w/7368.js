NoteSiteSearch.add("fr","sh",{"shared":[10],"shelf":[15],"shelves":[10]});
