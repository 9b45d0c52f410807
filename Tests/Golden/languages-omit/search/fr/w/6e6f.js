NoteSiteSearch.add("fr","no",{"notes":[20],"nouveau":[9],"nouveautes":[20]});
