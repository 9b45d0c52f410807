NoteSiteSearch.add("fr","jo",{"jour":[2]});
