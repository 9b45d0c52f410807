NoteSiteSearch.add("en","th",{"the":[7,17,12]});
