NoteSiteSearch.typos("en","ec",["seconds"]);
