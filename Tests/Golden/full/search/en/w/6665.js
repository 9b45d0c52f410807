NoteSiteSearch.add("en","fe",{"feedback":[7,31],"fewer":[26,10]});
