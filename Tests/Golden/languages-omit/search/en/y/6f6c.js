NoteSiteSearch.typos("en","ol",["collect"]);
