NoteSiteSearch.typos("en","ou",["round","sound"]);
