NoteSiteSearch.typos("ar","لب",["البحث"]);
