NoteSiteSearch.add("en","de",{"device":[34]});
