NoteSiteSearch.add("en","he",{"help":[31],"here":[15]});
