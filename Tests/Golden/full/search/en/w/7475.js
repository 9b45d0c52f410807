NoteSiteSearch.add("en","tu",{"turn":[36],"turns":[20]});
