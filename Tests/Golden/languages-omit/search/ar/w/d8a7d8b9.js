NoteSiteSearch.add("ar","اع",{"اعثر":[4]});
