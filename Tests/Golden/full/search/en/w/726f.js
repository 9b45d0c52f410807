NoteSiteSearch.add("en","ro",{"round":[20]});
