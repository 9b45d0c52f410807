NoteSiteSearch.add("fr","ca",{"calme":[10]});
