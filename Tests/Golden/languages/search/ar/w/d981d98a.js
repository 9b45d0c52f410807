NoteSiteSearch.add("ar","في",{"في":[26]});
