NoteSiteSearch.add("fr","bo",{"bougie":[2]});
