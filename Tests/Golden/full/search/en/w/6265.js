NoteSiteSearch.add("en","be",{"bedtime":[18],"beta":[26,15]});
