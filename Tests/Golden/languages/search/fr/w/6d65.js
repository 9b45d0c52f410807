NoteSiteSearch.add("fr","me",{"meme":[26]});
