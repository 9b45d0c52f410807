/* notesite changelog filter: the label chips of a changelog page filter its
   versions in place, and the URL (?label=name) records the filter so it can
   be shared and survives a reload. Without this script the chips are plain
   links to the label pages, which list every version with that label. */
(function () {
  "use strict";

  var nav = document.querySelector('.ns-chips[data-filter="instant"]');
  if (!nav) return;
  var chips = Array.prototype.slice.call(nav.querySelectorAll(".ns-chip[data-label]"));
  var items = Array.prototype.slice.call(document.querySelectorAll(".ns-releases > li"));
  var status = nav.querySelector(".ns-filter-status");

  function labelsOf(item) {
    var article = item.querySelector(".ns-release");
    return article ? (article.getAttribute("data-labels") || "").split(" ") : [];
  }

  function fill(template, title) {
    return template.split("{title}").join(title);
  }

  function apply(name, record) {
    var chip = null;
    chips.forEach(function (c) {
      var on = c.getAttribute("data-label") === name;
      if (on) chip = c;
      if (on) c.setAttribute("aria-current", "true");
      else c.removeAttribute("aria-current");
    });
    if (!chip) { name = ""; chips[0].setAttribute("aria-current", "true"); }
    items.forEach(function (item) {
      item.hidden = name !== "" && labelsOf(item).indexOf(name) < 0;
    });
    status.textContent = "";
    if (name) {
      var title = chip.firstChild.textContent.trim();
      status.appendChild(document.createTextNode(fill(nav.getAttribute("data-showing"), title) + " "));
      var all = document.createElement("a");
      all.href = chip.href;
      all.textContent = fill(nav.getAttribute("data-everything"), title);
      status.appendChild(all);
    }
    if (record && window.history && history.replaceState) {
      var url = new URL(window.location.href);
      if (name) url.searchParams.set("label", name);
      else url.searchParams.delete("label");
      history.replaceState(null, "", url.pathname + url.search + url.hash);
    }
  }

  chips.forEach(function (chip) {
    chip.addEventListener("click", function (event) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      apply(chip.getAttribute("data-label"), true);
    });
  });

  var initial = new URL(window.location.href).searchParams.get("label");
  if (initial) apply(initial, false);
})();
