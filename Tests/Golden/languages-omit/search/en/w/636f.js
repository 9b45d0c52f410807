NoteSiteSearch.add("en","co",{"collect":[31]});
