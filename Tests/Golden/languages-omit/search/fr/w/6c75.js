NoteSiteSearch.add("fr","lu",{"lumiere":[2],"lumineuse":[17],"lus":[18]});
