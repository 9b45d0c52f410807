NoteSiteSearch.typos("ar","ay",["daylight"]);
