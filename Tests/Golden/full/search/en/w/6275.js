NoteSiteSearch.add("en","bu",{"build":[7],"buttons":[26,10],"buzz":[18]});
