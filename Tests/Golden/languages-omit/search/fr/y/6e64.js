NoteSiteSearch.typos("fr","nd",["endroit"]);
