NoteSiteSearch.typos("fr","ou",["bougie","coucher","nouveau","nouveautes"]);
