NoteSiteSearch.add("en","it",{"it":[7,20]});
