NoteSiteSearch.typos("ar","nv",["invite"]);
