NoteSiteSearch.add("en","1.",{"1.0":[9,10],"1.1":[20]});
