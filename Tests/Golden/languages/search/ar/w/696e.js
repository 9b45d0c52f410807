NoteSiteSearch.add("ar","in",{"invite":[15]});
