NoteSiteSearch.add("ar","de",{"device":[18]});
