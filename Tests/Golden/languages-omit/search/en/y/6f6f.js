NoteSiteSearch.typos("en","oo",["books"]);
