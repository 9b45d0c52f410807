NoteSiteSearch.add("fr","1.",{"1.0":[1],"1.3":[28]});
