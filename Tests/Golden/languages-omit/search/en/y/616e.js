NoteSiteSearch.typos("en","an",["candle","lantern"]);
