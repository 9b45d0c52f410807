/* notesite What's New widget: a classic script with no dependencies. */
(function () {
  "use strict";
  var settings = {"currentVersion":"1.0.0","selection":"fallback","storage":"local","skipFirstVisit":false,"stylesheet":"assets/notesite.css","labels":{"title":"What's New","continue":"Continue","next":"Next","done":"Done"},"versions":["1.0.0"]};
  window.NoteSite = window.NoteSite || { settings: settings };
})();
