NoteSiteSearch.add("ar","تظ",{"تظليل":[4]});
