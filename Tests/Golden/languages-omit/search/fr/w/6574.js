NoteSiteSearch.add("fr","et",{"et":[20],"etagere":[20],"etageres":[18]});
