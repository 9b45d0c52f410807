NoteSiteSearch.add("fr","cl",{"clair":[20]});
