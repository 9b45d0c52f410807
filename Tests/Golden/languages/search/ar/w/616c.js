NoteSiteSearch.add("ar","al",{"along":[10]});
