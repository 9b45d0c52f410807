NoteSiteSearch.add("ar","اش",{"اشراقا":[25]});
