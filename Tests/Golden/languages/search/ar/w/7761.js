NoteSiteSearch.add("ar","wa",{"warm":[2]});
