NoteSiteSearch.typos("ar","لل",["الليل"]);
