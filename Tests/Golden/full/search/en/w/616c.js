NoteSiteSearch.add("en","al",{"along":[18]});
