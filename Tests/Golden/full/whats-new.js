/* notesite What's New widget: a classic script with no dependencies. */
(function () {
  "use strict";
  var settings = {"currentVersion":"1.2.3","selection":"exact","storage":"session","skipFirstVisit":true,"stylesheet":"assets/notesite.css","labels":{"title":"New in Lantern","continue":"Got it","next":"More","done":"Close"},"versions":["1.2.0","1.2.0-beta.1","1.1.0","1.0.0","0.9.0"]};
  window.NoteSite = window.NoteSite || { settings: settings };
})();
