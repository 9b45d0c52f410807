NoteSiteSearch.add("ar","re",{"read":[9],"reader":[17],"release":[7]});
