NoteSiteSearch.typos("en","ha",["shape","shaped","shapes","shared","thanks"]);
