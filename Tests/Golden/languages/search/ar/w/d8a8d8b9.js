NoteSiteSearch.add("ar","بع",{"بعد":[31]});
