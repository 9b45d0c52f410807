NoteSiteSearch.add("ar","اع",{"اعثر":[28]});
