NoteSiteSearch.typos("en","es",["testers"]);
