NoteSiteSearch.add("en","st",{"started":[23]});
