NoteSiteSearch.add("ar","اك",{"اكثر":[1]});
