NoteSiteSearch.add("en","pe",{"pebble":[7]});
