NoteSiteSearch.add("ar","تظ",{"تظليل":[28]});
