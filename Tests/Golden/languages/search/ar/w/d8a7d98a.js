NoteSiteSearch.add("ar","اي",{"اي":[28]});
