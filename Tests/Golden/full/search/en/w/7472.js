NoteSiteSearch.add("en","tr",{"try":[25],"trying":[7]});
