NoteSiteSearch.add("en","te",{"temperatures":[10],"testers":[31]});
