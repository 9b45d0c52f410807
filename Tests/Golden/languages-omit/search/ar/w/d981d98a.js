NoteSiteSearch.add("ar","في",{"في":[2]});
