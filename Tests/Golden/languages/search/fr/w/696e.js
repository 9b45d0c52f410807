NoteSiteSearch.add("fr","in",{"invite":[15]});
