NoteSiteSearch.add("ar","تن",{"تنبيه":[26]});
