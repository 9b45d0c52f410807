NoteSiteSearch.add("fr","bi",{"bigger":[10]});
