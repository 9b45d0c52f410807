NoteSiteSearch.typos("ar","نب",["تنبيه"]);
