NoteSiteSearch.typos("ar","ev",["device"]);
