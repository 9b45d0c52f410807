NoteSiteSearch.add("ar","فا",{"فاتح":[4]});
