NoteSiteSearch.add("fr","co",{"coucher":[26]});
