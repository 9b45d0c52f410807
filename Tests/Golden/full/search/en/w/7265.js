NoteSiteSearch.add("en","re",{"read":[2,17],"reader":[25,9],"reading":[10],"release":[31],"reminders":[18]});
