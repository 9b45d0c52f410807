NoteSiteSearch.add("ar","رف",{"رف":[28],"رفوف":[26]});
