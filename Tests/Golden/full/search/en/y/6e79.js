NoteSiteSearch.typos("en","ny",["anyone"]);
