NoteSiteSearch.typos("en","an",["candle","hangs","lantern"]);
