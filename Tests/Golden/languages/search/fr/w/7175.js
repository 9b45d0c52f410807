NoteSiteSearch.add("fr","qu",{"que":[31]});
