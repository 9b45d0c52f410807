NoteSiteSearch.add("fr","la",{"la":[2,20],"lantern":[1]});
