NoteSiteSearch.typos("en","ea",["reader","reading","search"]);
