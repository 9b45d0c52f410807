NoteSiteSearch.add("ar","ود",{"وداكن":[28]});
