NoteSiteSearch.typos("fr","ot",["notes"]);
