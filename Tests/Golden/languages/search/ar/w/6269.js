NoteSiteSearch.add("ar","bi",{"bigger":[18]});
