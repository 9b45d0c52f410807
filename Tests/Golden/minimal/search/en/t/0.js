NoteSiteSearch.texts("en",0,[[[2,"First release","f-1.0.0-1"],[2,"Everything starts here.","f-1.0.0-1"],[7,"The first version of Pebble: write a note, find it again."]]]);
