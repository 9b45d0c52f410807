NoteSiteSearch.add("ar","ما",{"ما":[7]});
