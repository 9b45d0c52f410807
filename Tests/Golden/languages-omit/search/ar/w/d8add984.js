NoteSiteSearch.add("ar","حل",{"حلول":[7]});
