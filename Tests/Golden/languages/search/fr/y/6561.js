NoteSiteSearch.typos("fr","ea",["reader"]);
