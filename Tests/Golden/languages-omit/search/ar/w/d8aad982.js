NoteSiteSearch.add("ar","تق",{"تقروه":[7],"تقروها":[2]});
