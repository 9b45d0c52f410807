NoteSiteSearch.typos("en","ur",["turns"]);
