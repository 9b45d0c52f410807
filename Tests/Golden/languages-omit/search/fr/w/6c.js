NoteSiteSearch.add("fr","l",{"l":[20]});
