NoteSiteSearch.add("en","ni",{"night":[25]});
