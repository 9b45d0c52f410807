NoteSiteSearch.add("ar","ما",{"ما":[31]});
