NoteSiteSearch.add("en","bo",{"book":[23,20],"books":[20]});
