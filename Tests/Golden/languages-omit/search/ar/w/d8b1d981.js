NoteSiteSearch.add("ar","رف",{"رف":[4],"رفوف":[2]});
