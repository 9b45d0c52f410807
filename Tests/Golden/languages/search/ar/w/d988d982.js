NoteSiteSearch.add("ar","وق",{"وقت":[26]});
