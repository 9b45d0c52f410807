NoteSiteSearch.add("en","of",{"of":[10,28],"off":[34]});
