NoteSiteSearch.typos("ar","هت",["اهتزاز"]);
