NoteSiteSearch.add("en","ca",{"calmer":[18],"candle":[2]});
