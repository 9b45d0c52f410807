NoteSiteSearch.add("fr","au",{"au":[18],"autres":[20]});
