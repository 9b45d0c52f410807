NoteSiteSearch.add("ar","bu",{"buttons":[18]});
