NoteSiteSearch.add("fr","cl",{"clair":[28]});
