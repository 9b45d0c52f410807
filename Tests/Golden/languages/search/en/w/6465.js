NoteSiteSearch.add("en","de",{"device":[18]});
