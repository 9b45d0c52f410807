NoteSiteSearch.add("en","di",{"dims":[15]});
