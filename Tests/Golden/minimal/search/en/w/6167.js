NoteSiteSearch.add("en","ag",{"again":[7]});
