NoteSiteSearch.typos("ar","ظل",["تظليل"]);
