NoteSiteSearch.add("fr","nu",{"nuit":[25]});
