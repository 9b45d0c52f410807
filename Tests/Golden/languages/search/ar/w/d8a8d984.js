NoteSiteSearch.add("ar","بل",{"بلا":[26]});
