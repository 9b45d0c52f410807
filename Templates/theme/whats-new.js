/* notesite What's New widget (SPEC §7): a classic script with no
   dependencies. One <script src=".../whats-new.js"> on an app's website
   shows the visitor the sheet for the version they have not seen yet.

   It only talks to the host it was loaded from, and only through classic
   <script> elements (no fetch, XHR or modules), so it works across origins
   on any static host without CORS headers or cookies. The build replaces
   the settings token below with the site's widget settings and its version
   index, newest first. */
(function () {
  "use strict";

  var settings = __NOTESITE_CONFIG__;
  var STORE_KEY = "notesite.presentedVersions";
  var script = document.currentScript;
  var perf = window.performance;
  if (perf && perf.mark) perf.mark("notesite:script");

  /* ---- Where we came from: relative URLs resolve against the script ---- */

  function scriptURL() {
    if (script && script.src) return script.src;
    var found = document.querySelector('script[src*="whats-new.js"]');
    return found ? found.src : document.baseURI;
  }

  var base = new URL(".", scriptURL()).href;

  function resolveMarkers(html) {
    // The build writes site-relative URLs as `notesite-root:path`.
    return html.split("notesite-root:").join(base);
  }

  /* ---- Versions: SemVer 2.0.0 precedence, build metadata ignored ---- */

  var VERSION = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?(?:\.(0|[1-9]\d*))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

  /** The parsed version, or null. `1.4` and `1` mean 1.4.0 and 1.0.0, as in WhatsNewKit. */
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

  /** Expands the build's compact index, `3.1.1,0 3.0.1,0-rc.1`: each group
      lists versions sharing the first one's `major.minor.`. */
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

  var available = canonicalList(settings.versions || expandIndex(settings.index)).map(parseVersion);
  var availableSet = {};
  available.forEach(function (v) { availableSet[v.canonical] = true; });

  /* ---- Selection (SPEC §7) ---- */

  /** The versions to present, newest first, as canonical strings. */
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
        .map(function (v) { return v.canonical; });
    }
    // fallback (WhatsNewKit): the version itself, else its major.minor.0.
    if (presented[c]) return [];
    if (availableSet[c]) return [c];
    var release = parseVersion(current.core[0] + "." + current.core[1] + ".0");
    // A pre-release never falls back to the release that follows it.
    if (compareVersions(release, current) > 0) return [];
    return availableSet[release.canonical] && !presented[release.canonical] ? [release.canonical] : [];
  }

  /* ---- Options: the script's data-* attributes, else the site settings ---- */

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
    storage: oneOf(attribute("storage"), ["local", "session", "memory"], settings.storage),
    skipFirstVisit: flag(attribute("skip-first-visit"), settings.skipFirstVisit),
    standalone: attribute("standalone")
  };

  /* ---- The presented set P, in local, session or memory storage ---- */

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
      /** The stored versions, or null when the key does not exist yet. */
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

  var store = makeStore(options.storage);

  function addPresented(versions) {
    var list = store.read() || [];
    var have = {};
    canonicalList(list).forEach(function (v) { have[v] = true; });
    var added = false;
    canonicalList(versions).forEach(function (v) {
      if (!have[v]) { list.push(v); have[v] = true; added = true; }
    });
    if (added || store.read() === null) store.write(list);
  }

  /* ---- A version's notes: a classic script that calls NoteSite._receive ---- */

  var received = {};
  var loading = {};

  function loadNotes(version) {
    if (received[version]) return Promise.resolve(received[version]);
    if (loading[version]) return loading[version];
    loading[version] = new Promise(function (resolve) {
      var tag = document.createElement("script");
      tag.src = base + "whats-new/" + encodeURIComponent(version) + "/notes.js";
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
      received[data.version] = data;
    }
  }

  /* ---- Small DOM helpers ---- */

  function emit(name, detail) {
    document.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }

  function make(tag, className, attributes) {
    var el = document.createElement(tag);
    if (className) el.className = className;
    Object.keys(attributes || {}).forEach(function (key) { el.setAttribute(key, attributes[key]); });
    return el;
  }

  function escapeHTML(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  /** Replaces the link `a` with a button that keeps its class, style and content. */
  function linkToButton(a) {
    var button = make("button", a.className, { type: "button" });
    ["style", "aria-label"].forEach(function (name) {
      if (a.hasAttribute(name)) button.setAttribute(name, a.getAttribute(name));
    });
    while (a.firstChild) button.appendChild(a.firstChild);
    a.replaceWith(button);
    return button;
  }

  /* ---- Media: autoplaying videos and a placeholder when loading fails ---- */

  function watchMedia(media) {
    media.addEventListener("error", function () { showPlaceholder(media); });
    if (media.tagName === "IMG") media.setAttribute("draggable", "false");
  }

  function showPlaceholder(media) {
    var frame = media.parentNode;
    if (!frame || media.hidden) return;
    var isVideo = media.tagName === "VIDEO";
    var label = isVideo ? "This video could not be loaded." : "This image could not be loaded.";
    var box = make("div", "ns-media-placeholder", { role: "group", "aria-label": label });
    box.innerHTML = '<svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36"><path d="M4 5h16v14H4z M4 15l4.5-4.5 4 4 2.5-2.5L20 17"/><circle cx="15.5" cy="9" r="1.5"/></svg>' +
      "<p>" + escapeHTML(label) + "</p>";
    var retry = make("button", "ns-retry", { type: "button" });
    retry.textContent = "Retry";
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
        // A fresh request: the browser does not retry an image whose src is unchanged.
        media.removeAttribute("src");
        media.setAttribute("loading", "eager");
        media.setAttribute("src", src);
      }
      if (refocus) media.closest(".ns-sheet").focus({ preventScroll: true });
    });
  }

  /* ---- The pager: shared by the widget's dialog and the standalone pages ---- */

  /**
   * Turns a rendered `.ns-sheet` into a paged sheet: one page at a time,
   * Next / last-page button, page dots, arrow keys and swipe.
   * `onDismiss(via)` is called for the last page's button and the close button.
   */
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
      page.setAttribute("aria-label", "Page " + (i + 1) + " of " + count);
      page.querySelectorAll("img, video").forEach(watchMedia);
    });

    var closeLink = sheet.querySelector(".ns-close");
    var close = closeLink ? linkToButton(closeLink) : null;
    var primaryLink = sheet.querySelector(".ns-primary-action");
    var primary = linkToButton(primaryLink);
    var footer = sheet.querySelector(".ns-sheet-footer");

    var dots = [];
    if (count > 1) {
      var dotBox = make("div", "ns-sheet-dots", { role: "group", "aria-label": "Pages" });
      pages.forEach(function (page, i) {
        var dot = make("button", "ns-dot", { type: "button", "aria-label": "Page " + (i + 1) + " of " + count });
        dot.addEventListener("click", function () { self.go(i); });
        dots.push(dot);
        dotBox.appendChild(dot);
      });
      footer.insertBefore(dotBox, footer.firstChild);
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

    // Swipe: pointer events, horizontal only, so vertical scrolling stays native.
    var drag = null;
    viewport.addEventListener("pointerdown", function (event) {
      if (count < 2 || (event.pointerType === "mouse" && event.button !== 0)) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, active: false };
    });
    viewport.addEventListener("pointermove", function (event) {
      if (!drag || event.pointerId !== drag.id) return;
      var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.active) {
        if (Math.abs(dx) < 8 || Math.abs(dx) < Math.abs(dy)) return;
        drag.active = true;
        viewport.setPointerCapture(event.pointerId);
        track.classList.add("ns-dragging");
      }
      drag.dx = dx;
      place(dx);
    });
    function endDrag(event) {
      if (!drag || event.pointerId !== drag.id) return;
      var moved = drag.active, dx = drag.dx;
      drag = null;
      track.classList.remove("ns-dragging");
      if (!moved) return;
      var threshold = Math.min(80, viewport.clientWidth * 0.2);
      var step = dx < -threshold ? 1 : dx > threshold ? -1 : 0;
      if (rtl()) step = -step;
      self.go(Math.max(0, Math.min(count - 1, index + step)));
      // The click that ends a mouse drag must not press what lies under it.
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
        // Load this page's and the next page's images now, not when scrolled to.
        if (i === index || i === index + 1) {
          page.querySelectorAll('img[loading="lazy"]').forEach(function (img) { img.setAttribute("loading", "eager"); });
        }
      });
      dots.forEach(function (dot, i) {
        if (i === index) dot.setAttribute("aria-current", "step");
        else dot.removeAttribute("aria-current");
      });
      primary.innerHTML = index < count - 1 ? escapeHTML(config.labels.next) : config.lastLabel;
      primary.classList.toggle("ns-primary-last", index === count - 1);
      self.playVisible();
    };

    /** Plays the current page's videos (muted, looping) and pauses the others. */
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

  /* ---- The widget: a modal <dialog> in an open shadow root ---- */

  var host = null;
  var styleReady = null;

  function shadowRoot() {
    if (host && host.isConnected) return host.shadowRoot;
    host = document.getElementById("notesite-whats-new");
    if (!host || !host.shadowRoot) {
      host = make("div", "", { id: "notesite-whats-new" });
      // Out of the flow and zero-sized: the host page's layout never moves.
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

  /** Opens one sheet for `versions` (newest first) once the previous sheet has closed. */
  function present(versions, automatic) {
    var notes = Promise.all(versions.map(loadNotes));
    var root = document.body ? shadowRoot() : null;
    var opened = Promise.all([notes, lastClosed, styleReady]).then(function (results) {
      var found = results[0].filter(Boolean);
      if (!found.length || !root) return null;
      return openSheet(root, found, automatic);
    });
    lastClosed = opened.then(function (sheet) { return sheet ? sheet.closed : null; }, function () { return null; });
    return opened.then(function (sheet) { return !!sheet; }, function () { return false; });
  }

  function parseSheet(data) {
    var template = document.createElement("template");
    template.innerHTML = resolveMarkers(data.html);
    return template.content.querySelector(".ns-sheet");
  }

  function openSheet(root, notes, automatic) {
    var versions = notes.map(function (n) { return n.version; });
    var sheet = parseSheet(notes[0]);
    if (!sheet) return null;
    var track = sheet.querySelector(".ns-sheet-pages");
    // Cumulative: every older version's pages follow the newest version's,
    // keeping their own layout overrides; the actions stay the newest's.
    notes.slice(1).forEach(function (data) {
      var other = parseSheet(data);
      if (!other) return;
      var style = other.getAttribute("style");
      other.querySelectorAll(".ns-sheet-page").forEach(function (page) {
        if (style) page.setAttribute("style", style);
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
    var previous = document.activeElement;
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
    dialog.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); dismiss("escape"); }
    });
    // Escape can also arrive as a cancel request (e.g. a close watcher).
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

  /* ---- Automatic presentation ---- */

  function whatsNew(current) {
    var version = current === undefined || current === null ? options.current : parseVersion(String(current));
    if (!version) return [];
    var stored = store.read();
    if (options.skipFirstVisit && stored === null) return [];
    return select(options.selection, version, stored || []);
  }

  function presentAutomatically() {
    if (!options.current) return;
    if (options.skipFirstVisit && store.read() === null) {
      addPresented(available
        .filter(function (v) { return compareVersions(v, options.current) <= 0; })
        .map(function (v) { return v.canonical; }));
      return;
    }
    var picked = whatsNew();
    if (picked.length) present(picked, true);
  }

  /* ---- Standalone pages: the same sheet, paged in place ---- */

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

  /* ---- The public API (SPEC §7) ---- */

  window.NoteSite = {
    /** Presents any version; neither reads nor changes the presented set. */
    show: function (version) {
      var v = parseVersion(String(version));
      if (!v || !availableSet[v.canonical]) return Promise.resolve(false);
      return present([v.canonical], false);
    },
    /** What automatic presentation would pick now, newest first. */
    whatsNew: function (current) {
      return Promise.resolve(whatsNew(current));
    },
    presentedVersions: function () {
      return canonicalList(store.read() || []);
    },
    markPresented: function (version) {
      addPresented([version]);
    },
    reset: function () {
      store.clear();
    },
    _receive: receive
  };

  function start() {
    if (options.standalone !== null) enhanceStandalone();
    else if (options.auto) presentAutomatically();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
