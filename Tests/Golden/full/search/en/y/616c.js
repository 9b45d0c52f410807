NoteSiteSearch.typos("en","al",["calmer"]);
