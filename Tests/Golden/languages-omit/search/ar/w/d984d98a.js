NoteSiteSearch.add("ar","لي",{"ليلا":[2],"ليله":[1]});
