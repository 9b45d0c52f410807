NoteSiteSearch.add("en","st",{"starts":[2]});
