NoteSiteSearch.add("en","wa",{"wake":[2],"warm":[2,10]});
