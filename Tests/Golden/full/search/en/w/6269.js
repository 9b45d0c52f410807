NoteSiteSearch.add("en","bi",{"bigger":[26,10]});
