NoteSiteSearch.add("en","pa",{"page":[18]});
