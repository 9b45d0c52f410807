NoteSiteSearch.add("ar","لط",{"لطيف":[2]});
