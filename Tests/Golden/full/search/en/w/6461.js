NoteSiteSearch.add("en","da",{"dark":[2,36],"daylight":[10]});
