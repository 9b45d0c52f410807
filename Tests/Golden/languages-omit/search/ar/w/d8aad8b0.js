NoteSiteSearch.add("ar","تذ",{"تذكير":[2]});
