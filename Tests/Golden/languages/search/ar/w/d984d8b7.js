NoteSiteSearch.add("ar","لط",{"لطيف":[26]});
