NoteSiteSearch.add("fr","ce",{"ce":[23]});
