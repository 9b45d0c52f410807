NoteSiteSearch.add("en","al",{"along":[10]});
