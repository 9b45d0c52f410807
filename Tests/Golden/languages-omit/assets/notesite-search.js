/* notesite search (docs/search.md). On every page: "/" focuses the header's
   search box. On the search page: reads ?q= and the filters from the URL,
   loads the index of the page's language with classic scripts (no fetch, so
   file:// and a strict Content Security Policy work), and shows results as
   the reader types. Texts from the index are only ever put in text nodes.
   Normalisation and tokens follow SearchText.swift exactly; both are held
   to Tests/Fixtures/search-vectors.json. */
(function () {
  "use strict";

  // ---- Text: the same rules as the index (SearchText.swift) ----

  var FOLDS = {
    0x622: "\u0627", 0x623: "\u0627", 0x625: "\u0627", 0x671: "\u0627",
    0x629: "\u0647", 0x649: "\u064A", 0x6CC: "\u064A", 0x6A9: "\u0643",
    0x5DA: "\u05DB", 0x5DD: "\u05DE", 0x5DF: "\u05E0", 0x5E3: "\u05E4", 0x5E5: "\u05E6",
    0x3C2: "\u03C3", 0xDF: "ss"
  };
  var MARK = /^\p{Mn}$/u;
  var WORD = /^[\p{L}\p{N}\p{M}]$/u;
  var MAX_TOKEN = 64;

  function normalize(text) {
    var decomposed = text.normalize("NFKD").toLowerCase();
    var out = "";
    for (var ch of decomposed) {
      var c = ch.codePointAt(0);
      if (c !== 0x3099 && c !== 0x309A && MARK.test(ch)) continue;
      if (c === 0x640) continue;
      out += FOLDS[c] !== undefined ? FOLDS[c] : ch;
    }
    return out.normalize("NFC");
  }

  function isCJK(c) {
    return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x2FDF) || c === 0x3005 ||
      (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3130 && c <= 0x318F) || (c >= 0x31F0 && c <= 0x31FF) ||
      (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
      (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF);
  }
  function isJoiner(ch) { return ch === "." || ch === "-" || ch === "_"; }
  function isWord(ch) { return WORD.test(ch); }

  /* The runs of normalised text: {cjk: bool, chars: [...]}. */
  function runs(text) {
    var s = Array.from(text), out = [], i = 0;
    while (i < s.length) {
      var c = s[i].codePointAt(0);
      if (isCJK(c)) {
        var j = i;
        while (j < s.length && isCJK(s[j].codePointAt(0))) j++;
        out.push({ cjk: true, chars: s.slice(i, j) });
        i = j;
        continue;
      }
      var start = i;
      while (start < s.length && isJoiner(s[start])) start++;
      if (start >= s.length || !isWord(s[start]) || isCJK(s[start].codePointAt(0))) {
        i = Math.max(i + 1, start);
        continue;
      }
      var k = start;
      while (k < s.length && !isCJK(s[k].codePointAt(0)) && (isWord(s[k]) || isJoiner(s[k]))) k++;
      var end = k;
      while (end > i && isJoiner(s[end - 1])) end--;
      out.push({ cjk: false, chars: s.slice(i, Math.min(end, i + MAX_TOKEN)) });
      i = k;
    }
    return out;
  }

  function indexTokens(text) {
    var tokens = [];
    runs(normalize(text)).forEach(function (run) {
      var c = run.chars;
      if (!run.cjk) {
        tokens.push(c.join(""));
        var parts = [], part = [];
        c.forEach(function (ch) {
          if (isJoiner(ch)) { if (part.length) parts.push(part); part = []; } else part.push(ch);
        });
        if (part.length) parts.push(part);
        if (parts.length > 1 || (parts.length === 1 && parts[0].length !== c.length)) {
          parts.forEach(function (p) { tokens.push(p.join("")); });
        }
      } else {
        for (var k = 0; k < c.length; k++) {
          tokens.push(c[k]);
          if (k + 1 < c.length) tokens.push(c[k] + c[k + 1]);
        }
      }
    });
    return tokens;
  }

  function queryTokens(query) {
    var tokens = [];
    runs(normalize(query)).forEach(function (run) {
      var c = run.chars;
      if (!run.cjk) { tokens.push(c.join("")); return; }
      if (c.length === 1) tokens.push(c[0]);
      for (var k = 0; k + 1 < c.length; k++) tokens.push(c[k] + c[k + 1]);
    });
    return tokens;
  }

  function shardKey(token) {
    var c = Array.from(token).slice(0, 2);
    if (!c.length) return "";
    var first = c[0].codePointAt(0);
    return isCJK(first) ? "~" + (first % 64) : c.join("");
  }

  function shardFile(key) {
    return Array.from(new TextEncoder().encode(key)).map(function (b) {
      return (b < 16 ? "0" : "") + b.toString(16);
    }).join("");
  }

  /* True when a and the first `lb` of b (arrays of characters; all of b
     unless told) are one insertion, deletion, substitution or swap of
     neighbours apart. Nothing is copied: it runs for every term of a shard. */
  function oneEdit(a, b, lb) {
    var la = a.length;
    if (lb === undefined) lb = b.length;
    if (Math.abs(la - lb) > 1) return false;
    /* a from i on equals b from j on, to their ends. */
    function same(i, j) {
      if (la - i !== lb - j) return false;
      for (; i < la; i++, j++) if (a[i] !== b[j]) return false;
      return true;
    }
    var i = 0;
    while (i < la && i < lb && a[i] === b[i]) i++;
    if (la === lb) {
      if (i === la) return false;
      if (same(i + 1, i + 1)) return true;
      return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && same(i + 2, i + 2);
    }
    return la > lb ? same(i + 1, i) : same(i, i + 1);
  }

  // ---- Queries ----

  var VERSION_QUERY = /^v?(\d+(?:\.\d+)*)(\.x)?(?:-([0-9A-Za-z][0-9A-Za-z.-]*))?$/i;

  /* The numbers and pre-release of a version-shaped query, else null. */
  function versionQuery(q) {
    var m = VERSION_QUERY.exec(q.trim());
    if (!m || (m[1].indexOf(".") < 0 && !m[2])) return null;
    return { numbers: m[1].split(".").map(Number), wildcard: !!m[2], pre: m[3] ? m[3].toLowerCase() : null };
  }

  function parseVersion(text) {
    var dash = text.indexOf("-");
    var core = dash < 0 ? text : text.slice(0, dash);
    return { numbers: core.split(".").map(Number), pre: dash < 0 ? null : text.slice(dash + 1).toLowerCase() };
  }

  /* 0: the exact version; 1: a version under it; -1: no match. */
  function versionMatch(query, text) {
    var v = parseVersion(text);
    for (var i = 0; i < query.numbers.length; i++) if (v.numbers[i] !== query.numbers[i]) return -1;
    if (query.pre !== null) {
      if (query.numbers.length < 3 && v.numbers.slice(query.numbers.length).some(function (n) { return n !== 0; })) return -1;
      if (v.pre === null || v.pre.indexOf(query.pre) !== 0) return -1;
      return v.pre === query.pre ? 0 : 1;
    }
    if (query.wildcard) return 1;
    var exact = v.pre === null && v.numbers.slice(query.numbers.length).every(function (n) { return n === 0; });
    return exact ? 0 : 1;
  }

  // ---- The page ----

  function installSlashKey(input) {
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var t = event.target;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      event.preventDefault();
      input.focus();
    });
  }

  var form = document.querySelector(".ns-search-form");
  var headerBox = document.querySelector(".ns-search-box input[name=q]");
  if (!form) {
    if (headerBox) installSlashKey(headerBox);
    return;
  }

  var input = form.querySelector("input[name=q]");
  installSlashKey(input);
  var lang = form.getAttribute("data-language");
  var indexBase = form.getAttribute("data-index");
  var siteRoot = form.getAttribute("data-site-root");
  var languageRoot = form.getAttribute("data-language-root");
  var words = JSON.parse(form.getAttribute("data-words") || "{}");
  var statusLine = document.querySelector(".ns-search-status");
  var facetsBox = document.querySelector(".ns-search-facets");
  var list = document.querySelector(".ns-search-results");
  var moreWrap = document.querySelector(".ns-search-more-wrap");
  var moreButton = moreWrap.querySelector("button");
  document.querySelector(".ns-search-noscript").hidden = true;
  var plural = new Intl.PluralRules(document.documentElement.lang || "en");
  var PAGE = 10;

  function word(key, values) {
    var w = words[key];
    if (w && typeof w === "object") w = w[plural.select(values && values.count !== undefined ? values.count : 0)] || w.other;
    w = String(w === undefined ? key : w);
    Object.keys(values || {}).forEach(function (k) { w = w.split("{" + k + "}").join(String(values[k])); });
    return w;
  }

  // Scripts of the index call these; each load resolves when its data is in.
  var store = { meta: null, shards: {}, texts: {}, typos: {} };
  var waiting = {};
  window.NoteSiteSearch = {
    index: function (l, meta) { if (l === lang) { store.meta = meta; settle("index"); } },
    add: function (l, key, terms) { if (l === lang) { store.shards[key] = terms; settle("w:" + key); } },
    texts: function (l, n, docs) { if (l === lang) { store.texts[n] = docs; settle("t:" + n); } },
    typos: function (l, key, terms) { if (l === lang) { store.typos[key] = terms; settle("y:" + key); } }
  };
  function settle(id) { (waiting[id] || []).forEach(function (f) { f(); }); delete waiting[id]; }

  var loads = {};
  function load(id, path) {
    if (loads[id]) return loads[id];
    loads[id] = new Promise(function (resolve) {
      (waiting[id] = waiting[id] || []).push(resolve);
      var script = document.createElement("script");
      script.src = indexBase + path;
      script.async = true;
      script.onerror = function () { settle(id); };
      document.head.appendChild(script);
    });
    return loads[id];
  }
  function loadIndex() { return load("index", "index.js"); }
  function loadShard(key) {
    if (store.meta.shards.indexOf(key) < 0) return Promise.resolve();
    return load("w:" + key, "w/" + shardFile(key) + ".js");
  }
  function loadTexts(n) { return load("t:" + n, "t/" + n + ".js"); }
  function loadTypos(key) {
    if ((store.meta.typos || []).indexOf(key) < 0) return Promise.resolve();
    return load("y:" + key, "y/" + shardFile(key) + ".js");
  }

  /* A number is a word of its own: `3` does not find 30, nor 12345 find 12346. */
  function isNumber(token) { return /^[0-9]+$/.test(token); }

  /* Whether a typo is forgiven in the word `chars`: five letters or more,
     not a number, not Han, kana or Hangul. */
  function forgivesTypo(chars) {
    return chars.length >= 5 && !isNumber(chars.join("")) && !isCJK(chars[0].codePointAt(0));
  }

  /* Whether the term `t` is one edit from the word `chars` or, for the word
     being typed (`prefix`), begins with something one edit from it. */
  function oneEditFrom(chars, t, prefix) {
    if (oneEdit(chars, t)) return true;
    return prefix && t.length > chars.length &&
      (oneEdit(chars, t, chars.length) || oneEdit(chars, t, chars.length + 1) || oneEdit(chars, t, chars.length - 1));
  }

  /* The shards of the words a typo in the first letter of `token` may be
     meant for: those whose second and third letters are its own (a letter
     replaced) or its first two (a letter left out), one edit away. */
  function firstLetterShards(token) {
    var c = Array.from(token);
    if (!forgivesTypo(c)) return Promise.resolve([]);
    var keys = [c[1] + c[2], c[0] + c[1]];
    return Promise.all(keys.map(loadTypos)).then(function () {
      var found = [];
      keys.forEach(function (key) {
        (store.typos[key] || []).forEach(function (term) {
          if (oneEditFrom(c, Array.from(term), true)) found.push(shardKey(term));
        });
      });
      return found;
    });
  }

  /* The shards a word needs: its own; with typos also those a typo in its
     first two letters leads to, when it can be named: the two swapped, a
     letter added in front or second. */
  function shardsFor(token, typos, wide) {
    var keys = [shardKey(token)];
    var c = Array.from(token);
    if (typos) {
      keys.push(shardKey(c[1] + c[0]), shardKey(c.slice(1).join("")), shardKey(c[0] + c[2]));
      // When nothing is found otherwise: every shard of its first letter.
      if (wide) store.meta.shards.forEach(function (k) { if (Array.from(k)[0] === c[0]) keys.push(k); });
    }
    return keys;
  }

  /* By version number, the best score of `token` (field * 3 + 0 exact, 1
     prefix, 2 typo), -1 where it is not found: a typed array, since a
     common word is in nearly every version. */
  function matchToken(token, prefix, keys) {
    var best = new Int8Array(store.meta.versions.length).fill(-1);
    var chars = Array.from(token);
    var digits = isNumber(token);
    var typos = forgivesTypo(chars);
    var seen = {};
    keys.forEach(function (key) {
      if (seen[key]) return;
      seen[key] = true;
      var terms = store.shards[key];
      if (!terms) return;
      Object.keys(terms).forEach(function (term) {
        var kind = -1;
        if (term === token) kind = 0;
        else if (prefix && !digits && term.indexOf(token) === 0) kind = 1;
        // A term of fewer UTF-16 units than the word has characters, less
        // one, is too short for one edit; one of more than twice as many
        // as it has, plus one, too long (unless the word is being typed).
        else if (typos && term.length >= chars.length - 1 && (prefix || term.length <= 2 * (chars.length + 1)) &&
                 oneEditFrom(chars, Array.from(term), prefix)) kind = 2;
        if (kind < 0) return;
        // Postings: each version number as a gap from the one before, times 8, plus the field.
        var codes = terms[term], number = 0;
        for (var i = 0; i < codes.length; i++) {
          number += Math.floor(codes[i] / 8);
          var score = (codes[i] % 8) * 3 + kind;
          if (best[number] < 0 || score < best[number]) best[number] = score;
        }
      });
    });
    return best;
  }

  /* Every matching version as {n, score}; when none, once more with typos
     looked up in every shard of each word's first letter and in the words
     a typo in the first letter may be meant for. */
  function searchWords(q) {
    return searchTokens(queryTokens(q), false).then(function (found) {
      var typos = queryTokens(q).some(function (t) { return Array.from(t).length >= 5; });
      return found.length || !typos ? found : searchTokens(queryTokens(q), true);
    });
  }

  function searchTokens(tokens, wide) {
    if (!tokens.length) return Promise.resolve([]);
    if (!wide) return searchTokensIn(tokens, false, tokens.map(function () { return []; }));
    return Promise.all(tokens.map(firstLetterShards)).then(function (extra) { return searchTokensIn(tokens, true, extra); });
  }

  /* `extra[i]`: more shards to look for token i in. */
  function searchTokensIn(tokens, wide, extra) {
    // Each token's shards, loaded first and then searched.
    var keys = tokens.map(function (t, i) {
      var own = shardsFor(t, Array.from(t).length >= 5, wide).concat(extra[i]);
      // The word being typed, one letter so far: every shard it begins.
      if (i === tokens.length - 1 && Array.from(t).length === 1 && !isCJK(t.codePointAt(0))) {
        store.meta.shards.forEach(function (k) { if (k.indexOf(t) === 0) own.push(k); });
      }
      return own;
    });
    var needs = [];
    keys.forEach(function (own) { own.forEach(function (k) { needs.push(loadShard(k)); }); });
    return Promise.all(needs).then(function () {
      var scores = null;
      tokens.forEach(function (t, i) {
        var found = matchToken(t, i === tokens.length - 1, keys[i]);
        if (scores === null) { scores = found; return; }
        for (var n = 0; n < scores.length; n++) scores[n] = found[n] < 0 ? -1 : Math.max(scores[n], found[n]);
      });
      var results = [];
      for (var n = 0; n < scores.length; n++) if (scores[n] >= 0) results.push({ n: n, score: scores[n] + 3 });
      return results;
    });
  }

  function compare(a, b) { return a.score - b.score || b.n - a.n; }

  function search(q) {
    var vq = versionQuery(q);
    return searchWords(q).then(function (found) {
      if (!vq) return found.sort(compare);
      var versions = store.meta.versions, matched = [], taken = {};
      versions.forEach(function (v, n) {
        var m = versionMatch(vq, v[0]);
        if (m >= 0) { matched.push({ n: n, score: m, exact: m === 0 }); taken[n] = true; }
      });
      matched.sort(compare);
      return matched.concat(found.filter(function (r) { return !taken[r.n]; }).sort(compare).map(function (r) {
        return { n: r.n, score: r.score + 100 };
      }));
    });
  }

  // ---- Filters ----

  var FACETS = ["type", "label", "platform", "year"];
  /* The platforms a version counts for: those it lists, or every one. */
  function platformsOf(v) {
    var all = store.meta.platforms || [];
    return v[5] ? v[5].map(function (i) { return all[i]; }) : all;
  }
  /* Each facet's values of each version, made once per index. */
  var facetCache = null;
  function facetValues(facet, v, n) {
    if (n !== undefined) {
      if (!facetCache || facetCache.meta !== store.meta) facetCache = { meta: store.meta, type: [], label: [], platform: [], year: [] };
      var known = facetCache[facet];
      return known[n] || (known[n] = facetValues(facet, v));
    }
    if (facet === "type") return store.meta.types.filter(function (_, i) { return v[3] & (1 << i); });
    if (facet === "label") return v[4].map(function (i) { return store.meta.labels[i]; });
    if (facet === "platform") return platformsOf(v).map(function (p) { return p[0]; });
    return v[1] ? [v[1].slice(0, 4)] : [];
  }
  function facetText(facet, value) {
    if (facet === "platform") {
      var named = (store.meta.platforms || []).filter(function (p) { return p[0] === value; })[0];
      return named ? named[1] : value;
    }
    return facet === "type" ? word(value) : value;
  }
  var FACET_WORDS = { type: "searchFilterType", label: "searchFilterLabel", platform: "searchFilterPlatform",
                      year: "searchFilterYear" };

  var state = { q: "", type: [], label: [], platform: [], year: [], since: "" };

  function readURL() {
    var p = new URL(window.location.href).searchParams;
    state.q = p.get("q") || "";
    FACETS.forEach(function (f) { state[f] = p.getAll(f); });
    state.since = p.get("since") || "";
  }
  function writeURL() {
    var url = new URL(window.location.href);
    var p = new URLSearchParams();
    if (state.q) p.set("q", state.q);
    FACETS.forEach(function (f) { state[f].forEach(function (v) { p.append(f, v); }); });
    if (state.since) p.set("since", state.since);
    var search = p.toString();
    history.replaceState(null, "", url.pathname + (search ? "?" + search : "") + url.hash);
  }

  function compareVersions(a, b) {
    var x = parseVersion(a), y = parseVersion(b);
    for (var i = 0; i < 3; i++) if ((x.numbers[i] || 0) !== (y.numbers[i] || 0)) return (x.numbers[i] || 0) - (y.numbers[i] || 0);
    if (x.pre === y.pre) return 0;
    if (x.pre === null) return 1;
    if (y.pre === null) return -1;
    var p = x.pre.split("."), r = y.pre.split(".");
    for (var k = 0; k < Math.max(p.length, r.length); k++) {
      if (p[k] === undefined) return -1;
      if (r[k] === undefined) return 1;
      var pn = /^\d+$/.test(p[k]), rn = /^\d+$/.test(r[k]);
      if (pn && rn && Number(p[k]) !== Number(r[k])) return Number(p[k]) - Number(r[k]);
      if (pn !== rn) return pn ? -1 : 1;
      if (p[k] !== r[k]) return p[k] < r[k] ? -1 : 1;
    }
    return 0;
  }

  /* Whether any filter or `since` is on. */
  function filtering() {
    return !!state.since || FACETS.some(function (f) { return state[f].length; });
  }

  /* Whether version `n` passes the filters, those of facet `except` left
     out; `on` is `filtering()`, asked once for all the versions. */
  function passes(n, except, on) {
    if (!on) return true;
    var v = store.meta.versions[n];
    if (state.since && compareVersions(v[0], state.since.replace(/^v/i, "")) <= 0) return false;
    return FACETS.every(function (f) {
      if (f === except || !state[f].length) return true;
      var values = facetValues(f, v, n);
      return state[f].some(function (s) { return values.indexOf(s) >= 0; });
    });
  }

  function renderFacets(results) {
    facetsBox.textContent = "";
    var versions = store.meta.versions;
    var any = false, on = filtering();
    FACETS.forEach(function (f) {
      var counts = {};
      for (var i = 0; i < results.length; i++) {
        var n = results[i].n;
        if (!passes(n, f, on)) continue;
        var values = facetValues(f, versions[n], n);
        for (var k = 0; k < values.length; k++) counts[values[k]] = (counts[values[k]] || 0) + 1;
      }
      state[f].forEach(function (value) { if (counts[value] === undefined) counts[value] = 0; });
      var values = Object.keys(counts).sort(function (a, b) {
        return f === "year" ? (a < b ? 1 : -1) : (f === "type" ? store.meta.types.indexOf(a) - store.meta.types.indexOf(b) : (a < b ? -1 : 1));
      });
      if (!values.length) return;
      any = true;
      var group = document.createElement("div");
      group.className = "ns-search-facet";
      group.setAttribute("role", "group");
      var title = document.createElement("span");
      title.className = "ns-search-facet-title";
      title.id = "ns-facet-" + f;
      title.textContent = word(FACET_WORDS[f]);
      group.setAttribute("aria-labelledby", title.id);
      group.appendChild(title);
      values.forEach(function (value) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "ns-chip ns-search-chip";
        var on = state[f].indexOf(value) >= 0;
        button.setAttribute("aria-pressed", on ? "true" : "false");
        button.setAttribute("data-facet", f);
        button.setAttribute("data-value", value);
        button.appendChild(document.createTextNode(facetText(f, value) + " "));
        var count = document.createElement("span");
        count.className = "ns-chip-count";
        count.textContent = String(counts[value]);
        button.appendChild(count);
        button.addEventListener("click", function () {
          var i = state[f].indexOf(value);
          if (i >= 0) state[f].splice(i, 1); else state[f].push(value);
          writeURL();
          run().then(function () {
            var again = facetsBox.querySelector('[data-facet="' + f + '"][data-value="' + CSS.escape(value) + '"]');
            if (again) again.focus();
          });
        });
        group.appendChild(button);
      });
      facetsBox.appendChild(group);
    });
    if (state.since) {
      var since = document.createElement("p");
      since.className = "ns-search-since";
      since.textContent = word("searchSince", { version: state.since });
      facetsBox.appendChild(since);
      any = true;
    }
    facetsBox.hidden = !any;
  }

  // ---- Results ----

  // From file:// a folder opens as a listing, so results name the file there.
  var folderIndex = window.location.protocol === "file:" ? "index.html" : "";
  function versionURL(v) {
    return (v[2] & 8 ? siteRoot : languageRoot) + "versions/" + v[0] + "/" + folderIndex;
  }

  /* Whether normalised token `t` matches one of the query's tokens. */
  function tokenHits(t, qtokens) {
    return qtokens.some(function (q, i) {
      if (t === q) return true;
      if (i === qtokens.length - 1 && t.indexOf(q) === 0) return true;
      var a = Array.from(q);
      return a.length >= 5 && oneEdit(a, Array.from(t));
    });
  }

  /* The best text of a version for the query: the strongest field whose
     text matches the most query tokens. */
  function bestText(texts, qtokens) {
    var best = null, bestHits = 0;
    (texts || []).forEach(function (entry) {
      var tokens = indexTokens(entry[1]);
      var hits = qtokens.filter(function (q) {
        return tokens.some(function (t) { return tokenHits(t, [q]); });
      }).length;
      if (hits > bestHits || (hits === bestHits && hits > 0 && entry[0] < best[0])) { best = entry; bestHits = hits; }
    });
    return best;
  }

  /* Appends `text` to `parent`, with the words that match in <mark>. */
  function appendMarked(parent, text, qtokens) {
    var chars = Array.from(text);
    if (chars.length > 240) {
      var lower = normalize(text), at = -1;
      qtokens.some(function (q) { at = lower.indexOf(q); return at >= 0; });
      var startAt = Math.max(0, Math.min(chars.length - 200, at - 60));
      chars = (startAt > 0 ? ["…"] : []).concat(chars.slice(startAt, startAt + 200), ["…"]);
    }
    var pieces = [], i = 0;
    function kind(ch) {
      var n = normalize(ch);
      if (!n) return "mark";
      var c = n.codePointAt(0);
      if (isCJK(c)) return "cjk";
      return isWord(Array.from(n)[0]) || isJoiner(n) ? "word" : "other";
    }
    while (i < chars.length) {
      var k = kind(chars[i]), j = i + 1;
      while (j < chars.length && (kind(chars[j]) === k || (k === "word" && kind(chars[j]) === "mark"))) j++;
      pieces.push({ kind: k, text: chars.slice(i, j).join("") });
      i = j;
    }
    pieces.forEach(function (p) {
      if (p.kind === "word" && indexTokens(p.text).some(function (t) { return tokenHits(t, qtokens); })) {
        // Joiners that end the run ("footer.") stay outside the mark.
        var word = p.text.replace(/[._-]+$/, "");
        var mark = document.createElement("mark");
        mark.textContent = word;
        parent.appendChild(mark);
        if (word.length < p.text.length) parent.appendChild(document.createTextNode(p.text.slice(word.length)));
      } else if (p.kind === "cjk") {
        var runChars = Array.from(p.text), norm = Array.from(normalize(p.text));
        var marked = runChars.map(function () { return false; });
        if (norm.length === runChars.length) {
          qtokens.forEach(function (q) {
            var qc = Array.from(q);
            if (!isCJK(qc[0].codePointAt(0))) return;
            for (var s = 0; s + qc.length <= norm.length; s++) {
              if (norm.slice(s, s + qc.length).join("") === q) for (var m = s; m < s + qc.length; m++) marked[m] = true;
            }
          });
        }
        var buffer = "", on = false;
        function flush() {
          if (!buffer) return;
          if (on) { var e = document.createElement("mark"); e.textContent = buffer; parent.appendChild(e); }
          else parent.appendChild(document.createTextNode(buffer));
          buffer = "";
        }
        runChars.forEach(function (ch, x) { if (marked[x] !== on) { flush(); on = marked[x]; } buffer += ch; });
        flush();
      } else {
        parent.appendChild(document.createTextNode(p.text));
      }
    });
  }

  function badge(cls, text) {
    var b = document.createElement("span");
    b.className = "ns-badge " + cls;
    b.textContent = text;
    return b;
  }

  function displayDate(date) {
    if (!date) return "";
    try {
      return new Date(date + "T00:00:00Z").toLocaleDateString(document.documentElement.lang || "en",
        { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    } catch (e) { return date; }
  }

  function renderResult(r, qtokens) {
    var v = store.meta.versions[r.n];
    var chunk = store.texts[Math.floor(r.n / store.meta.chunk)];
    var texts = chunk ? chunk[r.n % store.meta.chunk] : [];
    var text = r.score >= 3 ? bestText(texts, qtokens) : null;
    var li = document.createElement("li");
    li.className = "ns-search-result";
    var link = document.createElement("a");
    link.className = "ns-search-link";
    link.href = versionURL(v) + (text && text[2] ? "#" + encodeURIComponent(text[2]) : "");
    var heading = document.createElement("span");
    heading.className = "ns-search-version";
    heading.textContent = word("version") + " " + v[0];
    link.appendChild(heading);
    li.appendChild(link);
    var meta = document.createElement("p");
    meta.className = "ns-release-meta";
    if (v[1]) {
      var time = document.createElement("time");
      time.setAttribute("datetime", v[1]);
      time.textContent = displayDate(v[1]);
      meta.appendChild(time);
    }
    if (v[2] & 1) meta.appendChild(badge("ns-badge-prerelease", word("prerelease")));
    if (v[2] & 2) meta.appendChild(badge("ns-badge-yanked", word("yanked")));
    if (v[2] & 4) meta.appendChild(badge("ns-badge-draft", word("draft")));
    if (v[5]) platformsOf(v).forEach(function (p) { meta.appendChild(badge("ns-badge-platform", p[1])); });
    li.appendChild(meta);
    var shown = text || (texts && texts[0]);
    if (shown) {
      var p = document.createElement("p");
      p.className = "ns-search-snippet";
      appendMarked(p, shown[1], qtokens);
      li.appendChild(p);
    }
    return li;
  }

  var current = [], shownCount = 0, generation = 0, exactURL = null;

  function showResults(results, count, qtokens) {
    var chunks = {};
    results.slice(0, count).forEach(function (r) { chunks[Math.floor(r.n / store.meta.chunk)] = true; });
    var mine = generation;
    return Promise.all(Object.keys(chunks).map(function (n) { return loadTexts(Number(n)); })).then(function () {
      if (mine !== generation) return;
      list.textContent = "";
      results.slice(0, count).forEach(function (r) { list.appendChild(renderResult(r, qtokens)); });
      shownCount = Math.min(count, results.length);
      list.hidden = results.length === 0;
      moreWrap.hidden = results.length <= shownCount;
    });
  }

  function run() {
    var mine = ++generation;
    var q = state.q.trim();
    if (!q && !filtering()) {
      list.textContent = "";
      list.hidden = true;
      facetsBox.hidden = true;
      moreWrap.hidden = true;
      statusLine.textContent = "";
      current = [];
      exactURL = null;
      return Promise.resolve();
    }
    return loadIndex().then(function () {
      if (!store.meta) return [];
      if (!q) return store.meta.versions.map(function (_, n) { return { n: n, score: 0 }; }).reverse();
      return search(q);
    }).then(function (results) {
      if (mine !== generation) return;
      renderFacets(results);
      var on = filtering();
      current = on ? results.filter(function (r) { return passes(r.n, undefined, on); }) : results;
      var exact = current.length && current[0].exact ? store.meta.versions[current[0].n] : null;
      exactURL = exact ? versionURL(exact) : null;
      statusLine.textContent = current.length ? word("searchResults", { count: current.length }) : word("searchNoResults");
      return showResults(current, PAGE, queryTokens(q));
    });
  }

  // Results follow every keystroke at once; a search overtaken by the next
  // keystroke's is dropped when it ends (`generation`).
  input.addEventListener("input", function () {
    state.q = input.value;
    writeURL();
    run();
  });
  input.addEventListener("focus", loadIndex);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    state.q = input.value;
    writeURL();
    run().then(function () {
      if (exactURL) window.location.href = exactURL;
      else {
        var first = list.querySelector(".ns-search-link");
        if (first) first.focus();
      }
    });
  });
  function clear() {
    input.value = "";
    state.q = "";
    writeURL();
    run();
  }
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { event.preventDefault(); clear(); }
    else if (event.key === "ArrowDown") {
      var first = list.querySelector(".ns-search-link");
      if (first) { event.preventDefault(); first.focus(); }
    }
  });
  list.addEventListener("keydown", function (event) {
    var links = Array.prototype.slice.call(list.querySelectorAll(".ns-search-link"));
    var i = links.indexOf(document.activeElement);
    if (i < 0) return;
    if (event.key === "ArrowDown" && i + 1 < links.length) { event.preventDefault(); links[i + 1].focus(); }
    else if (event.key === "ArrowUp") { event.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
    else if (event.key === "Escape") { event.preventDefault(); input.focus(); clear(); }
  });
  moreButton.addEventListener("click", function () {
    var from = shownCount;
    showResults(current, shownCount + PAGE, queryTokens(state.q.trim())).then(function () {
      var links = list.querySelectorAll(".ns-search-link");
      if (links[from]) links[from].focus();
    });
  });

  function start() {
    readURL();
    input.value = state.q;
    run();
  }
  window.addEventListener("pageshow", function (event) { if (event.persisted) start(); });
  start();

  // For the shared test vectors (Tests/Fixtures/search-vectors.json).
  window.NoteSiteSearch.text = { normalize: normalize, indexTokens: indexTokens, queryTokens: queryTokens, shardKey: shardKey };
})();
