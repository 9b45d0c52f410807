NoteSiteSearch.typos("en","ed",["bedtime"]);
