NoteSiteSearch.typos("en","em",["reminder"]);
