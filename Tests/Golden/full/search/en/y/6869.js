NoteSiteSearch.typos("en","hi",["thirty"]);
