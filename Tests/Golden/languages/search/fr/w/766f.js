NoteSiteSearch.add("fr","vo",{"vous":[31]});
