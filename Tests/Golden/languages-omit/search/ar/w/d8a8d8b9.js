NoteSiteSearch.add("ar","بع",{"بعد":[7]});
