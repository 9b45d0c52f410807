NoteSiteSearch.add("en","ne",{"never":[26],"new":[17]});
