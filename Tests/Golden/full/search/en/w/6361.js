NoteSiteSearch.add("en","ca",{"calmer":[34],"candle":[10]});
