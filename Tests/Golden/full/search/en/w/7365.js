NoteSiteSearch.add("en","se",{"search":[36],"seconds":[20],"see":[18],"sees":[20],"send":[31]});
