NoteSiteSearch.add("en","s",{"s":[18]});
