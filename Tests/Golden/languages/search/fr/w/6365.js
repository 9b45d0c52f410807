NoteSiteSearch.add("fr","ce",{"ce":[31]});
