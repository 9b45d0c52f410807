NoteSiteSearch.add("en","sh",{"shape":[10],"shaped":[20],"shapes":[20],"shared":[18],"shelf":[20],"shelves":[18],"short":[20]});
