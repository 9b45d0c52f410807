NoteSiteSearch.typos("ar","لظ",["الظلام"]);
