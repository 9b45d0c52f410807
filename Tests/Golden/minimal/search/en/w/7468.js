NoteSiteSearch.add("en","th",{"the":[7]});
