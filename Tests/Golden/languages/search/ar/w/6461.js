NoteSiteSearch.add("ar","da",{"daylight":[2]});
