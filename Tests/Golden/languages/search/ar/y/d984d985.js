NoteSiteSearch.typos("ar","لم",["المزيد","الملاحظات"]);
