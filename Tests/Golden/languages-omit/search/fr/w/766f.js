NoteSiteSearch.add("fr","vo",{"vous":[23]});
