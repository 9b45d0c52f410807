NoteSiteSearch.add("en","da",{"dark":[26],"daylight":[2]});
