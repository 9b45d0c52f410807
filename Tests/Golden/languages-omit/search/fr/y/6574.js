NoteSiteSearch.typos("fr","et",["petit","retrouvez"]);
