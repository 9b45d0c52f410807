NoteSiteSearch.typos("en","he",["shelf","shelves","where"]);
