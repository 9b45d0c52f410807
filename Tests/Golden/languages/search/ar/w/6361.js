NoteSiteSearch.add("ar","ca",{"calmer":[18],"candle":[2]});
