NoteSiteSearch.add("en","pr",{"pre":[31],"pre-release":[31],"preview":[1]});
