NoteSiteSearch.typos("ar","ha",["shared"]);
