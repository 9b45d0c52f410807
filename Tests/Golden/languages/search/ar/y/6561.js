NoteSiteSearch.typos("ar","ea",["reader"]);
