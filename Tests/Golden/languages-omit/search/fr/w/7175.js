NoteSiteSearch.add("fr","qu",{"que":[23]});
