NoteSiteSearch.add("en","wh",{"what":[31],"where":[18]});
