NoteSiteSearch.typos("fr","nv",["invite"]);
