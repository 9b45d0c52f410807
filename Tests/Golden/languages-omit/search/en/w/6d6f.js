NoteSiteSearch.add("en","mo",{"more":[28]});
