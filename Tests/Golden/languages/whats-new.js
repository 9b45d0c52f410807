(function () {
  "use strict";

  var settings = {"currentVersion":"1.3.0","selection":"fallback","storage":"local","skipFirstVisit":false,"cumulativeLimit":10,"changelog":"./","stylesheet":"assets/notesite.css","language":"en","dir":"ltr","labels":{"title":"What's New","continue":"Continue","next":"Next","done":"Done"},"words":{"changelog":"Full changelog","counter":"{n} / {count}","imageFailed":"This image could not be loaded.","launcherName":{"one":"{title}, {count} unread","other":"{title}, {count} unread"},"markAllRead":"Mark all as read","pageOf":"Page {n} of {count}","pages":"Pages","retry":"Retry","unread":"unread","unreadAnnouncement":{"one":"{count} unread","other":"{count} unread"},"version":"Version","videoFailed":"This video could not be loaded."},"index":"1.3.0 1.2.0 1.1.0 1.0.0","recent":[["1.3.0","2026-03-18","A brighter night"],["1.2.0","2026-02-20","The new reader"],["1.1.0","2026-01-10","Read together"],["1.0.0","2025-11-02","Lantern 1.0"]],"languages":[{"tag":"en","dir":"ltr","prefix":"","labels":{"title":"What's New","continue":"Continue","next":"Next","done":"Done"},"words":{"changelog":"Full changelog","counter":"{n} / {count}","imageFailed":"This image could not be loaded.","launcherName":{"one":"{title}, {count} unread","other":"{title}, {count} unread"},"markAllRead":"Mark all as read","pageOf":"Page {n} of {count}","pages":"Pages","retry":"Retry","unread":"unread","unreadAnnouncement":{"one":"{count} unread","other":"{count} unread"},"version":"Version","videoFailed":"This video could not be loaded."},"index":"1.3.0 1.2.0 1.1.0 1.0.0","recent":[["1.3.0","2026-03-18","A brighter night"],["1.2.0","2026-02-20","The new reader"],["1.1.0","2026-01-10","Read together"],["1.0.0","2025-11-02","Lantern 1.0"]]},{"tag":"fr","dir":"ltr","prefix":"fr/","labels":{"title":"Nouveautés","continue":"Continuer","next":"Suivant","done":"Terminé"},"words":{"changelog":"Historique complet","counter":"{n} / {count}","imageFailed":"Impossible de charger l’image.","launcherName":{"one":"{title}, {count} non lue","many":"{title}, {count} de versions non lues","other":"{title}, {count} non lues"},"markAllRead":"Tout marquer comme lu","pageOf":"Page {n} sur {count}","pages":"Pages","retry":"Réessayer","unread":"non lue","unreadAnnouncement":{"one":"{count} non lue","many":"{count} de versions non lues","other":"{count} non lues"},"version":"Version","videoFailed":"Impossible de charger la vidéo."},"index":"1.3.0 1.2.0 1.1.0 1.0.0","recent":[["1.3.0","2026-03-18","Une nuit plus lumineuse"],["1.2.0","2026-02-20","Le nouveau lecteur"],["1.1.0","2026-01-10","Read together"],["1.0.0","2025-11-02","Lantern 1.0"]]},{"tag":"ar","dir":"rtl","prefix":"ar/","labels":{"title":"الجديد","continue":"متابعة القراءة","next":"التالي","done":"تم"},"words":{"changelog":"سجل التغييرات الكامل","counter":"{n} / {count}","imageFailed":"تعذّر تحميل الصورة.","launcherName":{"zero":"{title}، لا توجد إصدارات غير مقروءة","one":"{title}، إصدار واحد غير مقروء","two":"{title}، إصداران غير مقروءين","few":"{title}، {count} إصدارات غير مقروءة","many":"{title}، {count} إصدارًا غير مقروء","other":"{title}، {count} إصدار غير مقروء"},"markAllRead":"تعليم الكل كمقروء","pageOf":"الصفحة {n} من {count}","pages":"الصفحات","retry":"إعادة المحاولة","unread":"غير مقروء","unreadAnnouncement":{"zero":"لا توجد إصدارات غير مقروءة","one":"إصدار واحد غير مقروء","two":"إصداران غير مقروءين","few":"{count} إصدارات غير مقروءة","many":"{count} إصدارًا غير مقروء","other":"{count} إصدار غير مقروء"},"version":"الإصدار","videoFailed":"تعذّر تحميل الفيديو."},"index":"1.3.0 1.2.0 1.1.0 1.0.0","recent":[["1.3.0","2026-03-18","ليلة أكثر إشراقًا"],["1.2.0","2026-02-20","The new reader"],["1.1.0","2026-01-10","Read together"],["1.0.0","2025-11-02","Lantern 1.0"]]}]};
  var STORE_KEY = "notesite.presentedVersions";
  var languages = settings.languages || [];
  var active = chooseLanguage(document.currentScript);
  if (active) useLanguage(active);
  var words = settings.words || {};
  var limit = Math.max(1, settings.cumulativeLimit || 10);


  function lookupLanguage(range) {
    var tags = languages.map(function (l) { return l.tag.toLowerCase(); });
    var parts = String(range || "").trim().toLowerCase().replace(/_/g, "-").split("-");
    if (parts[0] === "zh" && parts.length > 1 && parts[1].length !== 4) {
      parts.splice(1, 0, ["tw", "hk", "mo"].indexOf(parts[1]) >= 0 ? "hant" : "hans");
    }
    while (parts.length && parts[0]) {
      var found = tags.indexOf(parts.join("-"));
      if (found >= 0) return languages[found];
      parts.pop();
      if (parts.length && parts[parts.length - 1].length === 1) parts.pop();
    }
    return null;
  }

  function chooseLanguage(tag) {
    if (!languages.length) return null;
    var ranges = [tag && tag.getAttribute("data-language"), document.documentElement.getAttribute("lang")];
    var browser = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language];
    ranges = ranges.concat(Array.prototype.slice.call(browser || []));
    for (var i = 0; i < ranges.length; i++) {
      var found = ranges[i] && lookupLanguage(ranges[i]);
      if (found) return found;
    }
    return languages[0];
  }

  function useLanguage(language) {
    active = language;
    ["words", "labels", "dir", "index", "recent", "prefix", "platforms", "audience"].forEach(function (key) { settings[key] = language[key]; });
    settings.language = language.tag;
    settings.versions = null;
    settings.changelog = language.prefix || "./";
    words = settings.words || {};
    if (typeof refreshAvailable === "function" && availableSet) refreshAvailable();
  }

  function pluralCategory(tag, n) {
    var lang = String(tag || "en").toLowerCase().split("-")[0];
    var millions = n !== 0 && n % 1000000 === 0;
    var d = n % 10, h = n % 100;
    switch (lang) {
      case "ja": case "ko": case "zh": return "other";
      case "fr": return n <= 1 ? "one" : millions ? "many" : "other";
      case "pt": return (String(tag).toUpperCase().indexOf("-PT") > 0 ? n === 1 : n <= 1) ? "one" : millions ? "many" : "other";
      case "es": case "it": return n === 1 ? "one" : millions ? "many" : "other";
      case "ru": case "uk":
        if (d === 1 && h !== 11) return "one";
        return d >= 2 && d <= 4 && (h < 12 || h > 14) ? "few" : "many";
      case "ar":
        if (n === 0) return "zero";
        if (n === 1) return "one";
        if (n === 2) return "two";
        return h >= 3 && h <= 10 ? "few" : h >= 11 ? "many" : "other";
      case "he": return n === 1 ? "one" : n === 2 ? "two" : "other";
      default: return n === 1 ? "one" : "other";
    }
  }

  function word(key, values) {
    var entry = words[key];
    if (entry && typeof entry === "object") {
      var count = values && typeof values.count === "number" ? values.count : NaN;
      entry = entry[isNaN(count) ? "other" : pluralCategory(settings.language, count)] || entry.other;
    }
    var text = String(entry || key);
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
    return text;
  }

  var warned = false;
  function warnOnce(message, error) {
    if (warned) return;
    warned = true;
    if (window.console && console.warn) console.warn("notesite: " + message, error);
  }
  var script = document.currentScript;
  var perf = window.performance;
  if (perf && perf.mark) perf.mark("notesite:script");


  function scriptURL() {
    if (script && script.src) return script.src;
    var found = document.querySelector('script[src*="whats-new.js"]');
    return found ? found.src : document.baseURI;
  }

  var base = new URL(".", scriptURL()).href;

  function resolveMarkers(html) {
    return html.split("notesite-root:").join(base);
  }


  var VERSION = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?(?:\.(0|[1-9]\d*))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

  function parseVersion(text) {
    if (typeof text !== "string") return null;
    var m = VERSION.exec(text.trim());
    if (!m) return null;
    var core = [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)];
    var pre = m[4] ? m[4].split(".") : [];
    return {
      core: core,
      pre: pre,
      canonical: core.join(".") + (pre.length ? "-" + pre.join(".") : "")
    };
  }

  function compareIdentifiers(a, b) {
    var an = /^\d+$/.test(a), bn = /^\d+$/.test(b);
    if (an && bn) return Number(a) - Number(b);
    if (an !== bn) return an ? -1 : 1; // numeric identifiers sort first
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function compareVersions(a, b) {
    for (var i = 0; i < 3; i++) {
      if (a.core[i] !== b.core[i]) return a.core[i] - b.core[i];
    }
    if (!a.pre.length || !b.pre.length) return b.pre.length - a.pre.length; // a release outranks its pre-releases
    for (var j = 0; j < Math.min(a.pre.length, b.pre.length); j++) {
      var c = compareIdentifiers(a.pre[j], b.pre[j]);
      if (c) return c;
    }
    return a.pre.length - b.pre.length;
  }

  function canonicalList(list) {
    var seen = {}, out = [];
    (Array.isArray(list) ? list : []).forEach(function (text) {
      var v = parseVersion(text);
      if (v && !seen[v.canonical]) { seen[v.canonical] = true; out.push(v.canonical); }
    });
    return out;
  }

  function expandIndex(text) {
    var out = [];
    String(text || "").split(" ").forEach(function (group) {
      var parts = group.split(",");
      var first = parts[0];
      if (!first) return;
      var prefix = first.slice(0, first.indexOf(".", first.indexOf(".") + 1) + 1);
      out.push(first);
      parts.slice(1).forEach(function (rest) { out.push(prefix + rest); });
    });
    return out;
  }

  var available = [];
  var availableSet = {};
  function counts(canonical) {
    var platform = attribute("platform");
    var platforms = (settings.platforms || {})[canonical];
    if (platform && platforms && platforms.indexOf(platform) < 0) return false;
    var audience = (settings.audience || {})[canonical];
    if (!audience) return true;
    var asked = String(attribute("audience") || "").split(",").map(function (w) { return w.trim(); });
    return audience.some(function (word) { return asked.indexOf(word) >= 0; });
  }

  function refreshAvailable() {
    available = canonicalList(settings.versions || expandIndex(settings.index)).filter(counts).map(parseVersion);
    availableSet = {};
    available.forEach(function (v) { availableSet[v.canonical] = true; });
  }
  refreshAvailable();


  function select(mode, current, presentedList) {
    var presented = {};
    canonicalList(presentedList).forEach(function (v) { presented[v] = true; });
    var c = current.canonical;
    if (mode === "exact") {
      return availableSet[c] && !presented[c] ? [c] : [];
    }
    if (mode === "cumulative") {
      return available
        .filter(function (v) { return compareVersions(v, current) <= 0 && !presented[v.canonical]; })
        .sort(function (a, b) { return compareVersions(b, a); })
        .slice(0, limit) // the newest ones; a long absence must not open a sheet of hundreds of pages
        .map(function (v) { return v.canonical; });
    }
    if (presented[c]) return [];
    if (availableSet[c]) return [c];
    var release = parseVersion(current.core[0] + "." + current.core[1] + ".0");
    if (compareVersions(release, current) > 0) return [];
    return availableSet[release.canonical] && !presented[release.canonical] ? [release.canonical] : [];
  }


  function attribute(name) {
    return script ? script.getAttribute("data-" + name) : null;
  }

  function oneOf(value, choices, fallback) {
    return choices.indexOf(value) >= 0 ? value : fallback;
  }

  function flag(value, fallback) {
    if (value === null) return fallback;
    return value === "" || value === "true";
  }

  var options = {
    current: parseVersion(attribute("current-version") || "") || parseVersion(settings.currentVersion || ""),
    auto: flag(attribute("auto"), true),
    selection: oneOf(attribute("selection"), ["fallback", "exact", "cumulative"], settings.selection),
    storage: oneOf(attribute("storage"), ["local", "session", "memory", "custom"], settings.storage),
    launcher: attribute("launcher"),
    skipFirstVisit: flag(attribute("skip-first-visit"), settings.skipFirstVisit),
    standalone: attribute("standalone")
  };


  function makeStore(kind) {
    var memory = null; // also the fallback when web storage throws
    var area = null;
    if (kind === "local" || kind === "session") {
      try {
        area = kind === "local" ? window.localStorage : window.sessionStorage;
        area.setItem(STORE_KEY + ".probe", "1");
        area.removeItem(STORE_KEY + ".probe");
      } catch (e) {
        area = null; // blocked storage (privacy settings, sandboxed frames)
      }
    }
    return {
      read: function () {
        if (area) {
          try {
            var raw = area.getItem(STORE_KEY);
            if (raw === null) return null;
            var list = JSON.parse(raw);
            return Array.isArray(list) ? list.filter(function (v) { return typeof v === "string"; }) : [];
          } catch (e) {
            return memory ? memory.slice() : (e instanceof SyntaxError ? [] : null);
          }
        }
        return memory ? memory.slice() : null;
      },
      write: function (list) {
        memory = list.slice();
        if (!area) return;
        try { area.setItem(STORE_KEY, JSON.stringify(list)); } catch (e) { area = null; }
      },
      clear: function () {
        memory = null;
        if (!area) return;
        try { area.removeItem(STORE_KEY); } catch (e) { area = null; }
      }
    };
  }

  function makeCustomStore(custom) {
    var cache = null;
    var state = { failed: false };
    state.ready = Promise.resolve().then(function () {
      if (!custom || typeof custom.read !== "function") throw new Error("window.NoteSiteStore has no read()");
      return custom.read();
    }).then(function (list) {
      cache = list === null || list === undefined ? null : canonicalList(list);
    }, function (error) {
      state.failed = true;
      warnOnce("the custom store could not be read; nothing is shown", error);
    });
    state.read = function () { return cache ? cache.slice() : null; };
    state.write = function (list) {
      if (state.failed) return;
      cache = list.slice();
      Promise.resolve().then(function () { return custom.write(list.slice()); })
        .catch(function (error) { warnOnce("the custom store could not be written", error); });
    };
    state.clear = function () { state.write([]); cache = null; };
    return state;
  }

  var store = options.storage === "custom" ? makeCustomStore(window.NoteSiteStore) : makeStore(options.storage);
  if (!store.ready) store.ready = Promise.resolve();

  function addPresented(versions) {
    var stored = store.read();
    var list = stored !== null ? stored : options.skipFirstVisit && options.current ? upTo(options.current) : [];
    var have = {};
    canonicalList(list).forEach(function (v) { have[v] = true; });
    var added = false;
    canonicalList(versions).forEach(function (v) {
      if (!have[v]) { list.push(v); have[v] = true; added = true; }
    });
    if (added || stored === null) store.write(list);
    refreshUnread();
  }


  var received = {};
  var loading = {};

  function loadNotes(plain) {
    var prefix = settings.prefix || "";
    var version = prefix + plain;
    if (received[version]) return Promise.resolve(received[version]);
    if (loading[version]) return loading[version];
    loading[version] = new Promise(function (resolve) {
      var tag = document.createElement("script");
      tag.src = base + prefix + "whats-new/" + encodeURIComponent(plain) + "/notes.js";
      tag.async = true;
      function done() {
        tag.remove();
        delete loading[version];
        resolve(received[version] || null);
      }
      tag.onload = done;
      tag.onerror = done;
      (document.head || document.documentElement).appendChild(tag);
    });
    return loading[version];
  }

  function receive(data) {
    if (data && typeof data.version === "string" && typeof data.html === "string") {
      var language = data.language && lookupLanguage(data.language);
      received[(language ? language.prefix : "") + data.version] = data;
    }
  }


  function emit(name, detail) {
    document.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }

  function make(tag, className, attributes) {
    var el = document.createElement(tag);
    if (className) el.className = className;
    Object.keys(attributes || {}).forEach(function (key) { el.setAttribute(key, attributes[key]); });
    return el;
  }

  function applyStyles(root) {
    root.querySelectorAll("[data-ns-style]").forEach(function (el) {
      el.getAttribute("data-ns-style").split(";").forEach(function (declaration) {
        var colon = declaration.indexOf(":");
        if (colon > 0) el.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      });
      el.removeAttribute("data-ns-style");
    });
  }

  function escapeHTML(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  function linkToButton(a) {
    var button = make("button", a.className, { type: "button" });
    ["style", "data-ns-style", "aria-label"].forEach(function (name) {
      if (a.hasAttribute(name)) button.setAttribute(name, a.getAttribute(name));
    });
    while (a.firstChild) button.appendChild(a.firstChild);
    a.replaceWith(button);
    return button;
  }


  function watchMedia(media) {
    media.addEventListener("error", function () { showPlaceholder(media); });
    if (media.tagName === "IMG") media.setAttribute("draggable", "false");
  }

  function showPlaceholder(media) {
    var frame = media.parentNode;
    if (!frame || media.hidden) return;
    var isVideo = media.tagName === "VIDEO";
    var label = word(isVideo ? "videoFailed" : "imageFailed");
    var box = make("div", "ns-media-placeholder", { role: "group", "aria-label": label });
    box.innerHTML = '<svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36"><path d="M4 5h16v14H4z M4 15l4.5-4.5 4 4 2.5-2.5L20 17"/><circle cx="15.5" cy="9" r="1.5"/></svg>' +
      "<p>" + escapeHTML(label) + "</p>";
    var retry = make("button", "ns-retry", { type: "button" });
    retry.textContent = word("retry");
    box.appendChild(retry);
    media.hidden = true;
    frame.appendChild(box);
    retry.addEventListener("click", function () {
      var refocus = box.getRootNode().activeElement === retry;
      box.remove();
      media.hidden = false;
      var src = media.getAttribute("src");
      if (isVideo) {
        media.load();
      } else {
        media.removeAttribute("src");
        media.setAttribute("loading", "eager");
        media.setAttribute("src", src);
      }
      if (refocus) media.closest(".ns-sheet").focus({ preventScroll: true });
    });
  }


  function Pager(sheet, config) {
    var self = this;
    var viewport = sheet.querySelector(".ns-sheet-viewport");
    var track = sheet.querySelector(".ns-sheet-pages");
    var pages = Array.prototype.slice.call(sheet.querySelectorAll(".ns-sheet-page"));
    var count = pages.length;
    var rtl = function () { return getComputedStyle(sheet).direction === "rtl"; };
    var index = 0;
    var visible = false;

    sheet.classList.add("ns-paged");
    sheet.setAttribute("tabindex", "-1");
    pages.forEach(function (page, i) {
      if (count > 1) page.setAttribute("aria-label", word("pageOf", { n: i + 1, count: count }));
      else page.removeAttribute("aria-label");
      page.querySelectorAll("img, video").forEach(watchMedia);
    });

    var closeLink = sheet.querySelector(".ns-close");
    var close = closeLink ? linkToButton(closeLink) : null;
    var primaryLink = sheet.querySelector(".ns-primary-action");
    var primary = linkToButton(primaryLink);
    var footer = sheet.querySelector(".ns-sheet-footer");

    var dots = [];
    var counter = null;
    if (count > 1 && count <= 7) {
      var dotBox = make("div", "ns-sheet-dots", { role: "group", "aria-label": word("pages") });
      pages.forEach(function (page, i) {
        var dot = make("button", "ns-dot", { type: "button", "aria-label": word("pageOf", { n: i + 1, count: count }) });
        dot.addEventListener("click", function () { self.go(i); });
        dots.push(dot);
        dotBox.appendChild(dot);
      });
      footer.insertBefore(dotBox, footer.firstChild);
    } else if (count > 7) {
      counter = make("p", "ns-sheet-counter", {});
      var shown = make("span", "", { "aria-hidden": "true" });
      var spoken = make("span", "ns-visually-hidden", {});
      counter.appendChild(shown);
      counter.appendChild(spoken);
      footer.insertBefore(counter, footer.firstChild);
    }

    primary.addEventListener("click", function () {
      if (index < count - 1) self.go(index + 1);
      else config.onDismiss("primary");
    });
    if (close) close.addEventListener("click", function () { config.onDismiss("close"); });

    (config.keyTarget || sheet).addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      var target = event.composedPath()[0];
      if (target && /^(INPUT|TEXTAREA|SELECT|VIDEO)$/.test(target.tagName)) return;
      var forward = rtl() ? "ArrowLeft" : "ArrowRight";
      var back = rtl() ? "ArrowRight" : "ArrowLeft";
      if (event.key === forward && index < count - 1) { event.preventDefault(); self.go(index + 1); }
      else if (event.key === back && index > 0) { event.preventDefault(); self.go(index - 1); }
    });

    var drag = null;
    function startDrag(id, x, y) {
      drag = { id: id, x: x, y: y, dx: 0, active: false };
    }
    function moveDrag(x, y) {
      var dx = x - drag.x, dy = y - drag.y;
      if (!drag.active) {
        if (Math.abs(dx) < 8 || Math.abs(dx) < Math.abs(dy)) return false;
        drag.active = true;
        track.classList.add("ns-dragging");
      }
      drag.dx = dx;
      place(dx);
      return true;
    }
    function finishDrag() {
      var moved = drag.active, dx = drag.dx;
      drag = null;
      track.classList.remove("ns-dragging");
      if (!moved) return false;
      var threshold = Math.min(80, viewport.clientWidth * 0.2);
      var step = dx < -threshold ? 1 : dx > threshold ? -1 : 0;
      if (rtl()) step = -step;
      self.go(Math.max(0, Math.min(count - 1, index + step)));
      return true;
    }
    function touchPoint(event) {
      if (!drag) return null;
      for (var i = 0; i < event.changedTouches.length; i++) {
        if (event.changedTouches[i].identifier === drag.id) return event.changedTouches[i];
      }
      return null;
    }
    viewport.addEventListener("touchstart", function (event) {
      if (count < 2 || event.touches.length !== 1) { drag = null; return; }
      var t = event.touches[0];
      startDrag(t.identifier, t.clientX, t.clientY);
    }, { passive: true });
    viewport.addEventListener("touchmove", function (event) {
      var t = touchPoint(event);
      if (t && moveDrag(t.clientX, t.clientY) && event.cancelable) event.preventDefault();
    }, { passive: false });
    viewport.addEventListener("touchend", function (event) {
      var t = touchPoint(event);
      if (t) finishDrag();
    });
    viewport.addEventListener("touchcancel", function () {
      if (drag) { drag.dx = 0; finishDrag(); }
    });
    viewport.addEventListener("pointerdown", function (event) {
      if (event.pointerType === "touch") return;
      if (count < 2 || (event.pointerType === "mouse" && event.button !== 0)) return;
      startDrag(event.pointerId, event.clientX, event.clientY);
    });
    viewport.addEventListener("pointermove", function (event) {
      if (!drag || event.pointerId !== drag.id) return;
      var wasActive = drag.active;
      if (moveDrag(event.clientX, event.clientY) && !wasActive) viewport.setPointerCapture(event.pointerId);
    });
    function endDrag(event) {
      if (!drag || event.pointerId !== drag.id) return;
      if (!finishDrag()) return;
      var swallow = function (e) { e.stopPropagation(); e.preventDefault(); };
      viewport.addEventListener("click", swallow, true);
      setTimeout(function () { viewport.removeEventListener("click", swallow, true); }, 0);
    }
    viewport.addEventListener("pointerup", endDrag);
    viewport.addEventListener("pointercancel", endDrag);

    function place(offset) {
      var sign = rtl() ? 1 : -1;
      track.style.transform = "translateX(calc(" + (sign * index * 100) + "% + " + (offset || 0) + "px))";
    }

    this.go = function (n) {
      index = n;
      place(0);
      pages.forEach(function (page, i) {
        page.inert = i !== index;
        if (i === index || i === index + 1) {
          page.querySelectorAll('img[loading="lazy"]').forEach(function (img) { img.setAttribute("loading", "eager"); });
        }
      });
      dots.forEach(function (dot, i) {
        if (i === index) dot.setAttribute("aria-current", "step");
        else dot.removeAttribute("aria-current");
      });
      if (counter) {
        counter.firstChild.textContent = word("counter", { n: index + 1, count: count });
        counter.lastChild.textContent = word("pageOf", { n: index + 1, count: count });
      }
      primary.innerHTML = index < count - 1 ? escapeHTML(config.labels.next) : config.lastLabel;
      primary.classList.toggle("ns-primary-last", index === count - 1);
      self.playVisible();
    };

    this.playVisible = function () {
      pages.forEach(function (page, i) {
        page.querySelectorAll("video").forEach(function (video) {
          if (visible && i === index) {
            video.muted = true;
            video.loop = true;
            var playing = video.play();
            if (playing && playing.catch) playing.catch(function () {});
          } else {
            video.pause();
          }
        });
      });
    };

    this.setVisible = function (value) {
      visible = value;
      self.playVisible();
    };

    this.primary = primary;
    this.current = function () { return index; };
    this.go(0);
  }


  var host = null;
  var styleReady = null;

  function shadowRoot() {
    if (host && host.isConnected) return host.shadowRoot;
    host = document.getElementById("notesite-whats-new");
    if (!host || !host.shadowRoot) {
      host = make("div", "", { id: "notesite-whats-new" });
      host.style.cssText = "all: initial; position: fixed; top: 0; left: 0; width: 0; height: 0; overflow: visible; z-index: 2147483647;";
      var root = host.attachShadow({ mode: "open" });
      var link = make("link", "", { rel: "stylesheet", href: new URL(settings.stylesheet, base).href });
      styleReady = new Promise(function (resolve) {
        link.onload = resolve;
        link.onerror = resolve;
        setTimeout(resolve, 5000);
      });
      root.appendChild(link);
      document.body.appendChild(host);
    }
    return host.shadowRoot;
  }

  var lastClosed = Promise.resolve();

  function present(versions, automatic, returnTo) {
    var notes = Promise.all(versions.map(loadNotes));
    var root = document.body ? shadowRoot() : null;
    var opened = Promise.all([notes, lastClosed, styleReady]).then(function (results) {
      var found = results[0].filter(Boolean);
      if (!found.length || !root) return null;
      return openSheet(root, found, automatic, returnTo);
    });
    lastClosed = opened.then(function (sheet) { return sheet ? sheet.closed : null; }, function () { return null; });
    return opened.then(function (sheet) { return !!sheet; }, function () { return false; });
  }

  function parseSheet(data) {
    var template = document.createElement("template");
    template.innerHTML = resolveMarkers(data.html);
    keepPlatform(template.content, attribute("platform"));
    return template.content.querySelector(".ns-sheet");
  }

  function keepPlatform(root, platform) {
    if (!platform) return;
    root.querySelectorAll("[data-ns-platforms]").forEach(function (el) {
      if (el.getAttribute("data-ns-platforms").split(" ").indexOf(platform) < 0) el.remove();
    });
    root.querySelectorAll(".ns-sheet-changes .ns-change-list").forEach(function (section) {
      if (!section.querySelector("li")) section.remove();
    });
    root.querySelectorAll(".ns-sheet-page:not(.ns-sheet-page-features)").forEach(function (page) {
      var list = page.querySelector(".ns-features");
      if (list && !list.querySelector("li")) page.remove();
    });
  }

  function openSheet(root, notes, automatic, returnTo) {
    var versions = notes.map(function (n) { return n.version; });
    var sheet = parseSheet(notes[0]);
    if (!sheet) return null;
    var track = sheet.querySelector(".ns-sheet-pages");
    notes.slice(1).forEach(function (data) {
      var other = parseSheet(data);
      if (!other) return;
      var style = other.getAttribute("data-ns-style");
      other.querySelectorAll(".ns-sheet-page").forEach(function (page) {
        if (style) page.setAttribute("data-ns-style", style);
        track.appendChild(page);
      });
    });

    var dialog = make("dialog", "ns-dialog", {
      "aria-labelledby": sheet.getAttribute("aria-labelledby"),
      lang: settings.language || "en",
      dir: settings.dir || "ltr"
    });
    if (notes.length > 1) dialog.classList.add("ns-cumulative");
    sheet.removeAttribute("aria-labelledby");
    dialog.appendChild(sheet);

    var total = sheet.querySelectorAll(".ns-sheet-page").length;
    var labels = settings.labels;
    var lastLabel = notes[0].primaryTitle || escapeHTML(total > 1 ? labels.done : labels.continue);
    var previous = returnTo || document.activeElement;
    var finish;
    var state = { closed: new Promise(function (resolve) { finish = resolve; }) };
    var done = false;

    function dismiss(via) {
      if (done) return;
      done = true;
      pager.setVisible(false);
      if (dialog.open) dialog.close();
      dialog.remove();
      if (automatic) addPresented(versions);
      if (previous && previous.isConnected && previous.focus) previous.focus({ preventScroll: true });
      emit("notesite:dismiss", { versions: versions.slice(), via: via });
      finish();
    }

    var pager = new Pager(sheet, { labels: labels, lastLabel: lastLabel, onDismiss: dismiss });
    applyStyles(dialog);
    dialog.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); dismiss("escape"); }
    });
    dialog.addEventListener("cancel", function (event) { event.preventDefault(); dismiss("escape"); });
    dialog.addEventListener("close", function () { dismiss("close"); });

    root.appendChild(dialog);
    try {
      dialog.showModal();
    } catch (e) {
      dialog.remove();
      return null;
    }
    pager.primary.focus({ preventScroll: true });
    pager.setVisible(true);
    if (perf && perf.mark) perf.mark("notesite:shown");
    emit("notesite:show", { versions: versions.slice() });
    return state;
  }


  function upTo(current) {
    return available
      .filter(function (v) { return compareVersions(v, current) <= 0; })
      .map(function (v) { return v.canonical; });
  }

  function pick(current) {
    var version = current === undefined || current === null ? options.current : parseVersion(String(current));
    return store.ready.then(function () {
      if (!version || store.failed) return [];
      var stored = store.read();
      if (options.skipFirstVisit && stored === null) return [];
      var presented = canonicalList(stored || []);
      var custom = window.NoteSiteSelect;
      if (typeof custom !== "function") return select(options.selection, version, presented);
      function rule(mode) {
        return function (c, p) {
          return select(mode, parseVersion(String(c || "")) || version, Array.isArray(p) ? p : presented);
        };
      }
      var context = {
        current: version.canonical,
        presented: presented.slice(),
        available: available.map(function (v) { return v.canonical; }),
        fallback: rule("fallback"),
        exact: rule("exact"),
        cumulative: rule("cumulative")
      };
      return Promise.resolve().then(function () { return custom(context); }).then(function (result) {
        return canonicalList(result).filter(function (v) { return availableSet[v]; });
      }, function (error) {
        warnOnce("window.NoteSiteSelect failed; nothing is shown", error);
        return [];
      });
    });
  }

  function recordFirstVisit() {
    return store.ready.then(function () {
      if (options.skipFirstVisit && options.current && !store.failed && store.read() === null) {
        addPresented(upTo(options.current));
      }
    });
  }

  function presentAutomatically() {
    if (!options.current) return;
    store.ready.then(function () {
      if (store.failed) return;
      pick().then(function (picked) { if (picked.length) present(picked, true); });
    });
  }


  var started = false;
  var lastUnread = null;

  function unread() {
    return store.ready.then(function () {
      if (!options.current || store.failed) return [];
      var stored = store.read();
      if (options.skipFirstVisit && stored === null) return [];
      return select("cumulative", options.current, stored || []);
    });
  }

  function refreshUnread() {
    if (!started) return;
    unread().then(function (list) {
      var key = list.join(" ");
      if (key === lastUnread) return;
      var announce = lastUnread !== null;
      lastUnread = key;
      launchers.forEach(function (launcher) { launcher.update(list.length); });
      if (announce && launchers.length) announceUnread(list.length);
      emit("notesite:unread", { count: list.length, versions: list.slice() });
    });
  }


  var launchers = [];

  function stylesheetLink(onload) {
    var link = make("link", "", { rel: "stylesheet", href: new URL(settings.stylesheet, base).href });
    if (onload) { link.onload = onload; link.onerror = onload; }
    return link;
  }

  function Launcher(el) {
    var name = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim() || settings.labels.title;
    if (!/^(BUTTON|A)$/.test(el.tagName)) {
      if (!el.hasAttribute("role")) el.setAttribute("role", "button");
      if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0");
    }
    el.setAttribute("aria-haspopup", "dialog");
    el.setAttribute("aria-expanded", "false");
    var anchor = make("span", "", { "data-notesite-badge": "" });
    anchor.style.cssText = "all: initial; position: absolute; width: 0; height: 0; overflow: visible; visibility: hidden;";
    var root = anchor.attachShadow({ mode: "open" });
    root.appendChild(stylesheetLink(function () { anchor.style.visibility = "visible"; }));
    var badge = make("span", "ns-launcher-badge", { "aria-hidden": "true" });
    badge.hidden = true;
    root.appendChild(badge);
    el.appendChild(anchor);

    this.element = el;
    this.update = function (count) {
      badge.textContent = count > 99 ? "99+" : String(count);
      badge.hidden = count === 0;
      el.setAttribute("aria-label", count ? word("launcherName", { title: name, count: count }) : name);
    };
    el.addEventListener("click", function (event) {
      event.preventDefault();
      togglePanel(el);
    });
    el.addEventListener("keydown", function (event) {
      if (el.tagName === "BUTTON" || el.tagName === "A") return;
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); togglePanel(el); }
    });
  }

  function setUpLaunchers() {
    if (!options.launcher) return;
    var found;
    try { found = document.querySelectorAll(options.launcher); } catch (e) {
      warnOnce("data-launcher is not a valid CSS selector", e);
      return;
    }
    Array.prototype.forEach.call(found, function (el) { launchers.push(new Launcher(el)); });
  }

  var status = null;

  function announceUnread(count) {
    var root = shadowRoot();
    if (!status || !status.isConnected) {
      status = make("div", "ns-visually-hidden", { role: "status" });
      root.appendChild(status);
    }
    status.textContent = word("unreadAnnouncement", { count: count });
  }


  var panel = null;

  function togglePanel(launcher) {
    if (panel && panel.launcher === launcher) closePanel(true);
    else openPanel(launcher);
  }

  function closePanel(refocus) {
    if (!panel) return;
    var closing = panel;
    panel = null;
    closing.box.remove();
    document.removeEventListener("pointerdown", closing.outside, true);
    closing.launcher.setAttribute("aria-expanded", "false");
    if (refocus) closing.launcher.focus();
  }

  function openPanel(launcher) {
    closePanel(false);
    if (!options.current || !document.body) return;
    var root = shadowRoot();
    var box = make("div", "ns-panel", {
      role: "dialog", "aria-modal": "false", "aria-labelledby": "ns-panel-title",
      lang: settings.language || "en", dir: settings.dir || "ltr"
    });
    var heading = make("h2", "ns-panel-title", { id: "ns-panel-title" });
    heading.textContent = settings.labels.title;
    var list = make("ul", "ns-panel-list", {});
    var footer = make("div", "ns-panel-footer", {});
    var markAll = make("button", "ns-panel-mark", { type: "button" });
    markAll.textContent = word("markAllRead");
    var changelog = make("a", "ns-panel-changelog", { href: new URL(settings.changelog || "./", base).href });
    changelog.textContent = word("changelog");
    footer.appendChild(markAll);
    footer.appendChild(changelog);
    box.appendChild(heading);
    box.appendChild(list);
    box.appendChild(footer);

    var recent = {};
    (settings.recent || []).forEach(function (entry) { recent[entry[0]] = entry; });
    var shown = upTo(options.current).slice(0, limit);
    var rows = shown.map(function (version) {
      var item = make("li", "", {});
      var button = make("button", "ns-panel-item", { type: "button", "data-version": version });
      var top = make("span", "ns-panel-item-top", {});
      var label = make("span", "ns-panel-version", {});
      label.textContent = word("version") + " " + version;
      var date = make("span", "ns-panel-date", {});
      var mark = make("span", "ns-panel-unread", {});
      mark.hidden = true;
      mark.textContent = word("unread");
      var title = make("span", "ns-panel-item-title", {});
      top.appendChild(label);
      top.appendChild(mark);
      top.appendChild(date);
      button.appendChild(top);
      button.appendChild(title);
      item.appendChild(button);
      list.appendChild(item);
      function describe(entry) {
        date.textContent = entry[1] || "";
        title.textContent = entry[2] || "";
      }
      if (recent[version]) describe(recent[version]);
      else loadNotes(version).then(function (data) { if (data) describe([version, data.date, data.title]); });
      button.addEventListener("click", function () {
        closePanel(false);
        present([version], true, launcher);
      });
      return { version: version, mark: mark, button: button };
    });

    function markUnread() {
      unread().then(function (versions) {
        rows.forEach(function (row) { row.mark.hidden = versions.indexOf(row.version) < 0; });
      });
    }
    markUnread();
    markAll.addEventListener("click", function () {
      addPresented(upTo(options.current));
      markUnread();
    });

    box.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); closePanel(true); return; }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      var buttons = rows.map(function (row) { return row.button; });
      var at = buttons.indexOf(root.activeElement);
      if (at < 0) return;
      event.preventDefault();
      var next = event.key === "ArrowDown" ? Math.min(buttons.length - 1, at + 1) : Math.max(0, at - 1);
      buttons[next].focus();
    });
    var outside = function (event) {
      var path = event.composedPath();
      if (path.indexOf(box) < 0 && path.indexOf(launcher) < 0) closePanel(false);
    };
    document.addEventListener("pointerdown", outside, true);

    var rect = launcher.getBoundingClientRect();
    var width = Math.min(352, window.innerWidth - 16);
    var rtl = (settings.dir || "ltr") === "rtl";
    var left = rtl ? rect.left : rect.right - width;
    left = Math.max(8, Math.min(left, window.innerWidth - width - 8));
    box.style.setProperty("top", Math.round(Math.min(rect.bottom + 8, window.innerHeight - 120)) + "px");
    box.style.setProperty("left", Math.round(left) + "px");
    box.style.setProperty("width", width + "px");

    root.appendChild(box);
    launcher.setAttribute("aria-expanded", "true");
    panel = { box: box, launcher: launcher, outside: outside };
    (rows.length ? rows[0].button : markAll).focus();
  }


  function enhanceStandalone() {
    var sheet = document.querySelector(".ns-sheet");
    if (!sheet) return;
    var version = sheet.getAttribute("data-version");
    var home = (sheet.querySelector(".ns-primary-action") || {}).href;
    var framed = window.parent !== window;
    var primaryLink = sheet.querySelector(".ns-primary-action");
    var lastLabel = primaryLink ? primaryLink.innerHTML : escapeHTML(settings.labels.done);
    function dismiss() {
      if (framed) window.parent.postMessage({ type: "notesite:dismiss", version: version }, "*");
      else if (home) window.location.href = home;
    }
    var pager = new Pager(sheet, { labels: settings.labels, lastLabel: lastLabel, onDismiss: dismiss, keyTarget: document });
    pager.setVisible(true);
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && framed) dismiss();
    });
  }


  function whenReady(fn) {
    if (options.storage === "custom") store.ready.then(fn);
    else fn();
  }

  window.NoteSite = {
    show: function (version, choice) {
      var language = choice && choice.language ? lookupLanguage(choice.language) : null;
      if (language && language !== active) useLanguage(language);
      var v = parseVersion(String(version));
      if (!v || !availableSet[v.canonical]) return Promise.resolve(false);
      return present([v.canonical], false);
    },
    whatsNew: function (current) {
      return pick(current);
    },
    unread: function () {
      return unread();
    },
    presentedVersions: function () {
      return canonicalList(store.read() || []);
    },
    markPresented: function (version) {
      whenReady(function () { addPresented([version]); });
    },
    markAllPresented: function () {
      whenReady(function () { if (options.current) addPresented(upTo(options.current)); });
    },
    reset: function () {
      whenReady(function () {
        store.clear();
        refreshUnread();
      });
    },
    _receive: receive
  };

  function start() {
    if (options.standalone !== null) {
      enhanceStandalone();
      return;
    }
    started = true;
    setUpLaunchers();
    recordFirstVisit();
    if (options.auto) presentAutomatically();
    refreshUnread();
    window.addEventListener("storage", function (event) {
      if (event.key === STORE_KEY || event.key === null) refreshUnread();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
