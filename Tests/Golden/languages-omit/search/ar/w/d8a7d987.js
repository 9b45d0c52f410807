NoteSiteSearch.add("ar","اه",{"اهتزاز":[2]});
