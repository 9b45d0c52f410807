NoteSiteSearch.typos("ar","ذك",["تذكير"]);
