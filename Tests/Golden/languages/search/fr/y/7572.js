NoteSiteSearch.typos("fr","ur",["surligne"]);
