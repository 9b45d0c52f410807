NoteSiteSearch.add("en","bi",{"bigger":[18]});
