NoteSiteSearch.add("fr","re",{"read":[9],"reader":[23],"recherche":[28],"retrouvez":[28]});
