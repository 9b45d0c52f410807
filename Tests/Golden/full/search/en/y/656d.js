NoteSiteSearch.typos("en","em",["reminders","temperatures"]);
