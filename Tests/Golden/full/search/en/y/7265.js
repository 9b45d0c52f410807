NoteSiteSearch.typos("en","re",["pre-release","preview"]);
