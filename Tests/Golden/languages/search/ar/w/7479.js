NoteSiteSearch.add("ar","ty",{"type":[18]});
