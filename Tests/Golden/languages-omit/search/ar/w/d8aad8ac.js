NoteSiteSearch.add("ar","تج",{"تجمع":[7]});
