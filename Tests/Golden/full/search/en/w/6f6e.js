NoteSiteSearch.add("en","on",{"on":[20,18],"one":[20]});
