NoteSiteSearch.typos("ar","lo",["along"]);
