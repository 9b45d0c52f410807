NoteSiteSearch.add("en","si",{"since":[18]});
