NoteSiteSearch.add("fr","au",{"au":[26],"autres":[28]});
