NoteSiteSearch.typos("ar","el",["release"]);
