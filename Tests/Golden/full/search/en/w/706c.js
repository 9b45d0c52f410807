NoteSiteSearch.add("en","pl",{"please":[31]});
