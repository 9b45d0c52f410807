NoteSiteSearch.add("en","sh",{"shared":[10],"shelf":[15,20],"shelves":[10,18]});
