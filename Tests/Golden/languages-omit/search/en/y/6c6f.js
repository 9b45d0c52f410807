NoteSiteSearch.typos("en","lo",["along"]);
