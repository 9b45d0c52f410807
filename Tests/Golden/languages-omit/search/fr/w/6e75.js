NoteSiteSearch.add("fr","nu",{"nuit":[17]});
