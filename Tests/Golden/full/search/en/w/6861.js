NoteSiteSearch.add("en","ha",{"hangs":[10]});
