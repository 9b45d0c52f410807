NoteSiteSearch.add("ar","بل",{"بلا":[2]});
