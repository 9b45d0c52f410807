NoteSiteSearch.add("ar","3",{"3":[28]});
