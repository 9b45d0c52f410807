NoteSiteSearch.add("en","wh",{"what":[18],"where":[23,18],"wherever":[20]});
