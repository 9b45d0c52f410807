NoteSiteSearch.add("ar","تذ",{"تذكير":[26]});
