NoteSiteSearch.add("en","on",{"on":[18],"one":[26]});
