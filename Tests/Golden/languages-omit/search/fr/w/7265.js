NoteSiteSearch.add("fr","re",{"reader":[15],"recherche":[20],"retrouvez":[20]});
