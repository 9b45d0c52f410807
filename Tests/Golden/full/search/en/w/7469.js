NoteSiteSearch.add("en","ti",{"timer":[15],"tips":[36]});
