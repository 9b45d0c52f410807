NoteSiteSearch.add("en","an",{"and":[7,20,20],"announcement":[23],"anyone":[2]});
