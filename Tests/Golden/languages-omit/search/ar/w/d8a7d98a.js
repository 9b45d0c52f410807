NoteSiteSearch.add("ar","اي",{"اي":[4]});
