NoteSiteSearch.add("en","ni",{"night":[20]});
