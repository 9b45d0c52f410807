NoteSiteSearch.add("en","so",{"sound":[20]});
