NoteSiteSearch.typos("ar","og",["together"]);
