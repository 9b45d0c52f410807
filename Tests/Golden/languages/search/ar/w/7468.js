NoteSiteSearch.add("ar","th",{"the":[7,17]});
