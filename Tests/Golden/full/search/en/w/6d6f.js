NoteSiteSearch.add("en","mo",{"mode":[20],"moon":[20],"more":[20]});
