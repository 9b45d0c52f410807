NoteSiteSearch.typos("en","in",["finished","since"]);
