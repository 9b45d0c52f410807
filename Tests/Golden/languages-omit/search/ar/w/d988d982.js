NoteSiteSearch.add("ar","وق",{"وقت":[2]});
