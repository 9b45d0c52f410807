NoteSiteSearch.add("en","fi",{"find":[28],"finished":[23],"first":[7]});
