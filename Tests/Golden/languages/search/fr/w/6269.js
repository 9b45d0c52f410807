NoteSiteSearch.add("fr","bi",{"bigger":[18]});
