NoteSiteSearch.add("en","it",{"it":[7]});
