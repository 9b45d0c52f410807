NoteSiteSearch.add("en","wa",{"warm":[2]});
