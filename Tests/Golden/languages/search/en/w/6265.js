NoteSiteSearch.add("en","be",{"bedtime":[26],"beta":[23]});
