NoteSiteSearch.typos("en","ub",["public"]);
