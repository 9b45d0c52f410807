NoteSiteSearch.add("ar","تق",{"تقروه":[31],"تقروها":[26]});
