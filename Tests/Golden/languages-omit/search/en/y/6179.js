NoteSiteSearch.typos("en","ay",["daylight"]);
