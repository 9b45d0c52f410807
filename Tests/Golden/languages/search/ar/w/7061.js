NoteSiteSearch.add("ar","pa",{"page":[18]});
