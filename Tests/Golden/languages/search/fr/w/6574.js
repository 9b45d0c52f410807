NoteSiteSearch.add("fr","et",{"et":[28],"etagere":[28],"etageres":[26]});
