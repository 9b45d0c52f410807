NoteSiteSearch.typos("ar","ve",["every"]);
