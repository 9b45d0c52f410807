NoteSiteSearch.typos("ar","لك",["الكتب"]);
