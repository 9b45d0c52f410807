NoteSiteSearch.add("ar","ne",{"new":[17]});
