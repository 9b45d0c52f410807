NoteSiteSearch.typos("en","el",["release"]);
