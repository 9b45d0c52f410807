NoteSiteSearch.typos("en","lo",["along","slowly"]);
