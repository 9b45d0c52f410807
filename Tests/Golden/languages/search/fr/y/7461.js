NoteSiteSearch.typos("fr","ta",["etagere","etageres"]);
