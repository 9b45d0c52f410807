NoteSiteSearch.typos("en","nn",["announcement"]);
