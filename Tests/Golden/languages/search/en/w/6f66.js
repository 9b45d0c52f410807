NoteSiteSearch.add("en","of",{"off":[18]});
