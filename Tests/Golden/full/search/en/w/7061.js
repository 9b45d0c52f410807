NoteSiteSearch.add("en","pa",{"pace":[23],"page":[34]});
