NoteSiteSearch.add("en","re",{"read":[9,18],"reader":[17],"release":[7],"reminder":[26]});
