NoteSiteSearch.add("en","fi",{"find":[7],"first":[2]});
