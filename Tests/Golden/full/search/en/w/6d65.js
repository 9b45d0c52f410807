NoteSiteSearch.add("en","me",{"menu":[31]});
