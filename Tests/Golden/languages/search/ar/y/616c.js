NoteSiteSearch.typos("ar","al",["calmer"]);
