NoteSiteSearch.add("ar","تج",{"تجمع":[31]});
