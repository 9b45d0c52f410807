NoteSiteSearch.add("ar","1.",{"1.3":[4]});
