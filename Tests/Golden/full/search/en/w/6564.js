NoteSiteSearch.add("en","ed",{"edge":[36]});
