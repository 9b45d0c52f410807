NoteSiteSearch.add("fr","la",{"la":[2,28],"lantern":[1]});
