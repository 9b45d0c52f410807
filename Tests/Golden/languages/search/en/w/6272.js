NoteSiteSearch.add("en","br",{"brighter":[25]});
