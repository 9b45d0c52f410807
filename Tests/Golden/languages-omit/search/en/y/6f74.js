NoteSiteSearch.typos("en","ot",["notes"]);
