NoteSiteSearch.add("en","hi",{"highlight":[28]});
