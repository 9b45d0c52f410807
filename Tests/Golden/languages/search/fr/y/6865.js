NoteSiteSearch.typos("fr","he",["shelf","shelves","where"]);
