NoteSiteSearch.typos("en","un",["sunset"]);
