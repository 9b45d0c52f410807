NoteSiteSearch.add("en","nu",{"nudge":[26]});
