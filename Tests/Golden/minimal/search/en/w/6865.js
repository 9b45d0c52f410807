NoteSiteSearch.add("en","he",{"here":[2]});
