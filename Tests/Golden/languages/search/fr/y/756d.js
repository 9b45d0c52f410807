NoteSiteSearch.typos("fr","um",["lumiere","lumineuse"]);
