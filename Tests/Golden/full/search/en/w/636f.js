NoteSiteSearch.add("en","co",{"colour":[10],"corner":[10]});
