NoteSiteSearch.typos("fr","ap",["rappel"]);
