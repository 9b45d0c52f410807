NoteSiteSearch.add("en","ev",{"every":[34],"everyone":[20]});
