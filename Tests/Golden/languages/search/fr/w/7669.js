NoteSiteSearch.add("fr","vi",{"vibration":[26]});
