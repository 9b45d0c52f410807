NoteSiteSearch.add("fr","lu",{"lumiere":[2],"lumineuse":[25],"lus":[26]});
