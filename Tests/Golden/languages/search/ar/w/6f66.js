NoteSiteSearch.add("ar","of",{"off":[18]});
