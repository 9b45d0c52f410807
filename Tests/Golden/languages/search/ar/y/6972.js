NoteSiteSearch.typos("ar","ir",["first"]);
