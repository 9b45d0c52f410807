NoteSiteSearch.add("fr","ca",{"calme":[18]});
