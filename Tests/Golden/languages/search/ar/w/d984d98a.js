NoteSiteSearch.add("ar","لي",{"ليلا":[26],"ليله":[25]});
