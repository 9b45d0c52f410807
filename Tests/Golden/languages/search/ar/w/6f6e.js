NoteSiteSearch.add("ar","on",{"on":[18]});
