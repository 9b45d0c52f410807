NoteSiteSearch.add("ar","ود",{"وداكن":[4]});
