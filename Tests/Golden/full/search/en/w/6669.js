NoteSiteSearch.add("en","fi",{"find":[36],"finished":[39],"first":[7]});
