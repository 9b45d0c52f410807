NoteSiteSearch.typos("ar","شر",["اشراقا"]);
