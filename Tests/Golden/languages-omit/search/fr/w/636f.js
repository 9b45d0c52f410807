NoteSiteSearch.add("fr","co",{"coucher":[18]});
