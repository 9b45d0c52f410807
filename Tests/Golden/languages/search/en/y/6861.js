NoteSiteSearch.typos("en","ha",["shared"]);
