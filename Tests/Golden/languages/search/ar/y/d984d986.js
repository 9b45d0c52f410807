NoteSiteSearch.typos("ar","لن",["النوم"]);
