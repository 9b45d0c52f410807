NoteSiteSearch.add("en","bu",{"buttons":[18],"buzz":[26]});
