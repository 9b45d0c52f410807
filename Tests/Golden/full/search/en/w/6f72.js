NoteSiteSearch.add("en","or",{"or":[23]});
