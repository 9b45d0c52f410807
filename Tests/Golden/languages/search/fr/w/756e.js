NoteSiteSearch.add("fr","un",{"un":[26],"une":[18,9]});
