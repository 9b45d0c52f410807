NoteSiteSearch.add("ar","وا",{"واحد":[2]});
