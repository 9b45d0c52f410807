NoteSiteSearch.add("en","to",{"to":[10,15,20],"together":[17],"tour":[20]});
