NoteSiteSearch.typos("en","ea",["reader","search"]);
