NoteSiteSearch.typos("fr","al",["calme"]);
