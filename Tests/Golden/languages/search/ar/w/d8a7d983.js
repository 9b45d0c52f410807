NoteSiteSearch.add("ar","اك",{"اكثر":[25]});
