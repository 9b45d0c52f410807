/* notesite What's New widget: a classic script with no dependencies. */
(function () {
  "use strict";
  var settings = __NOTESITE_CONFIG__;
  window.NoteSite = window.NoteSite || { settings: settings };
})();
