NoteSiteSearch.add("en","th",{"thanks":[7],"that":[2,10],"the":[2,10,12,9,9],"thirty":[20],"three":[10]});
