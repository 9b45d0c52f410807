NoteSiteSearch.typos("en","ol",["colour","follows"]);
