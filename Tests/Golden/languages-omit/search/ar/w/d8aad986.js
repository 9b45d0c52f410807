NoteSiteSearch.add("ar","تن",{"تنبيه":[2]});
