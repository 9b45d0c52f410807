NoteSiteSearch.typos("fr","ha",["chaque","chaude"]);
