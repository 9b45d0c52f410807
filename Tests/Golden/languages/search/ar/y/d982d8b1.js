NoteSiteSearch.typos("ar","قر",["تقروه","تقروها"]);
