NoteSiteSearch.add("en","no",{"notes":[28]});
