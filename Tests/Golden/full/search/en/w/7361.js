NoteSiteSearch.add("en","sa",{"same":[20]});
