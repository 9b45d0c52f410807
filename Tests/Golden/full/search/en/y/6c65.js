NoteSiteSearch.typos("en","le",["please","sleep"]);
