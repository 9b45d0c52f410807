NoteSiteSearch.add("ar","فا",{"فاتح":[28]});
