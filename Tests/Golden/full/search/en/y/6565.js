NoteSiteSearch.typos("en","ee",["feedback","needed"]);
