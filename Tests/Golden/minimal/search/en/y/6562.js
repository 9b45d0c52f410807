NoteSiteSearch.typos("en","eb",["pebble"]);
