NoteSiteSearch.add("en","wr",{"write":[7]});
