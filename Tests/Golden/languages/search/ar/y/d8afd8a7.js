NoteSiteSearch.typos("ar","دا",["وداكن"]);
