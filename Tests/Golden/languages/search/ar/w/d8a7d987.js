NoteSiteSearch.add("ar","اه",{"اهتزاز":[26]});
