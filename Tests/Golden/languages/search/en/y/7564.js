NoteSiteSearch.typos("en","ud",["nudge"]);
