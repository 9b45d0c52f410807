NoteSiteSearch.add("fr","vi",{"vibration":[18]});
