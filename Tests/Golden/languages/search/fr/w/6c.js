NoteSiteSearch.add("fr","l",{"l":[28]});
