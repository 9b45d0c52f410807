NoteSiteSearch.add("ar","1.",{"1.0":[1],"1.3":[28]});
