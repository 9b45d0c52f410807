NoteSiteSearch.typos("ar","he",["shelf","shelves","where"]);
