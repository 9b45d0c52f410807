NoteSiteSearch.add("ar","اش",{"اشراقا":[1]});
