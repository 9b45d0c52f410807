NoteSiteSearch.add("ar","fi",{"finished":[23],"first":[7]});
