NoteSiteSearch.typos("fr","ec",["lecteur","recherche"]);
