NoteSiteSearch.add("fr","un",{"un":[18],"une":[10,9]});
