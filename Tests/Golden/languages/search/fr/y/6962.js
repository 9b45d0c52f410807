NoteSiteSearch.typos("fr","ib",["vibration"]);
