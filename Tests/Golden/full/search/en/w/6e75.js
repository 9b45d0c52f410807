NoteSiteSearch.add("en","nu",{"nudge":[18]});
