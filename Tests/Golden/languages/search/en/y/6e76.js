NoteSiteSearch.typos("en","nv",["invite"]);
