NoteSiteSearch.add("en","ar",{"are":[20]});
