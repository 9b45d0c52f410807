NoteSiteSearch.add("fr","me",{"meme":[18]});
