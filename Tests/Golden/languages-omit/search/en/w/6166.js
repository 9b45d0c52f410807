NoteSiteSearch.add("en","af",{"after":[26]});
