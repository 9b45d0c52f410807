NoteSiteSearch.add("fr","no",{"notes":[28],"nouveau":[17],"nouveautes":[28]});
