NoteSiteSearch.typos("ar","an",["candle","lantern"]);
