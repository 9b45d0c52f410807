NoteSiteSearch.typos("fr","as",["passage","rassemblent"]);
