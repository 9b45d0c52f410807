NoteSiteSearch.add("ar","حل",{"حلول":[31]});
