NoteSiteSearch.add("ar","وا",{"واحد":[26]});
