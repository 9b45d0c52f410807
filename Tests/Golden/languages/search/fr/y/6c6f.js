NoteSiteSearch.typos("fr","lo",["along"]);
