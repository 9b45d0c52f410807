"""The app's own store and rules (docs/widget.md: window.NoteSiteStore with
data-storage="custom", window.NoteSiteSelect) and a strict host whose
Content Security Policy allows nothing inline."""
import time

from widget.fixtures import page, servers, widget_root  # noqa: F401
from widget.harness import call, events, load, shadow, wait_for, wait_open
from widget.paging_sites import paging_sites  # noqa: F401

WARNINGS = """<script>
  window.__warnings = [];
  var warn = console.warn;
  console.warn = function () { window.__warnings.push([].slice.call(arguments).map(String).join(" ")); warn.apply(console, arguments); };
</script>"""

SYNC_STORE = WARNINGS + """<script>
  window.__writes = [];
  window.NoteSiteStore = {
    read: function () { return ["1.1.0"]; },
    write: function (versions) { window.__writes.push(versions); }
  };
</script>"""

ASYNC_STORE = WARNINGS + """<script>
  window.__writes = [];
  window.NoteSiteStore = {
    read: function () { return new Promise(function (resolve) { setTimeout(function () { resolve(["1.2.0"]); }, 150); }); },
    write: function (versions) { window.__writes.push(versions); return Promise.resolve(); }
  };
</script>"""

THROWING_STORE = WARNINGS + """<script>
  window.__writes = [];
  window.NoteSiteStore = {
    read: function () { throw new Error("account service unavailable"); },
    write: function (versions) { window.__writes.push(versions); }
  };
</script>"""

REJECTING_STORE = THROWING_STORE.replace('throw new Error("account service unavailable");',
                                         'return Promise.reject(new Error("offline"));')


def host(servers, head, **attributes):
    return servers.host_page("three", head=head, current_version="1.2.0", storage="custom", **attributes)


def test_a_synchronous_custom_store_is_read_and_written(page, servers, paging_sites):
    load(page, host(servers, SYNC_STORE, selection="cumulative"))
    assert wait_open(page) == ["1.2.0", "1.0.0"], "1.1.0 comes from the host's store"
    assert page.execute_script("return window.__writes") == []
    shadow(page, ".ns-close").click()
    wait_for(page, "return window.__writes.length === 1")
    assert page.execute_script("return window.__writes") == [["1.1.0", "1.2.0", "1.0.0"]]
    assert page.execute_script("return localStorage.getItem('notesite.presentedVersions')") is None, \
        "a custom store replaces local storage"
    assert page.execute_script("return window.__warnings") == []


def test_an_asynchronous_custom_store_is_awaited(page, servers, paging_sites):
    load(page, host(servers, ASYNC_STORE))
    assert call(page, "NoteSite.whatsNew()") == [], "1.2.0 was presented, as the store says once it answers"
    assert call(page, "NoteSite.unread()") == ["1.1.0", "1.0.0"]
    time.sleep(0.3)
    assert events(page, "notesite:show") == []
    page.execute_script("NoteSite.markPresented('1.1.0')")
    wait_for(page, "return window.__writes.length === 1")
    assert page.execute_script("return window.__writes") == [["1.2.0", "1.1.0"]]


def assert_contained(driver):
    assert call(driver, "NoteSite.whatsNew()") == []
    time.sleep(0.3)
    assert events(driver, "notesite:show") == [], "nothing is shown automatically"
    driver.execute_script("NoteSite.markPresented('1.0.0')")
    time.sleep(0.2)
    assert driver.execute_script("return window.__writes") == [], "P is left as the host has it"
    warnings = driver.execute_script("return window.__warnings")
    assert len(warnings) == 1 and warnings[0].startswith("notesite:"), warnings


def test_a_throwing_custom_store_shows_nothing_and_warns_once(page, servers, paging_sites):
    load(page, host(servers, THROWING_STORE))
    assert_contained(page)


def test_a_rejecting_custom_store_shows_nothing_and_warns_once(page, servers, paging_sites):
    load(page, host(servers, REJECTING_STORE))
    assert_contained(page)


CUSTOM_SELECT = WARNINGS + """<script>
  window.NoteSiteSelect = function (context) {
    window.__context = {current: context.current, presented: context.presented, available: context.available,
                        fallback: context.fallback(), exact: context.exact(), cumulative: context.cumulative()};
    return context.exact().concat(["1.0.0", "9.9.9"]);
  };
</script>"""

ASYNC_SELECT = WARNINGS + """<script>
  window.NoteSiteSelect = function (context) { return Promise.resolve(["1.1.0"]); };
</script>"""

THROWING_SELECT = WARNINGS + """<script>
  window.NoteSiteSelect = function () { throw new Error("no rule"); };
</script>"""


def test_a_custom_selection_replaces_the_rule(page, servers, paging_sites):
    load(page, servers.host_page("three", head=CUSTOM_SELECT, current_version="1.2.0"))
    assert wait_open(page) == ["1.2.0", "1.0.0"], "versions the site lacks are dropped"
    assert page.execute_script("return window.__context") == {
        "current": "1.2.0", "presented": [], "available": ["1.2.0", "1.1.0", "1.0.0"],
        "fallback": ["1.2.0"], "exact": ["1.2.0"], "cumulative": ["1.2.0", "1.1.0", "1.0.0"]}


def test_an_asynchronous_custom_selection_is_awaited(page, servers, paging_sites):
    load(page, servers.host_page("three", head=ASYNC_SELECT, current_version="1.2.0"))
    assert wait_open(page) == ["1.1.0"]


def test_a_throwing_custom_selection_shows_nothing_and_warns_once(page, servers, paging_sites):
    load(page, servers.host_page("three", head=THROWING_SELECT, current_version="1.2.0"))
    assert call(page, "NoteSite.whatsNew()") == []
    time.sleep(0.3)
    assert events(page, "notesite:show") == []
    assert len(page.execute_script("return window.__warnings")) == 1


def strict_host(servers, site, origin):
    """A host page whose policy allows only the changelog's origin: no inline
    script, style or style attribute. The recorder runs before the policy."""
    policy = (f"default-src 'none'; script-src {origin}; style-src {origin}; img-src {origin}; "
              f"media-src {origin}")
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A strict host</title>
<script>
  window.__violations = [];
  document.addEventListener("securitypolicyviolation", function (e) {{
    window.__violations.push(e.violatedDirective + " " + e.blockedURI + " " + (e.sample || ""));
  }});
  window.__events = [];
  ["notesite:show", "notesite:dismiss"].forEach(function (name) {{
    document.addEventListener(name, function (e) {{ window.__events.push({{ type: name, detail: e.detail }}); }});
  }});
</script>
<meta http-equiv="Content-Security-Policy" content="{policy}">
</head>
<body>
<h1>Acme</h1>
<button id="open" type="button">What's New</button>
<script src="{servers.site(site)}whats-new.js" data-current-version="3.0.0" data-launcher="#open" defer></script>
</body>
</html>"""
    servers.count += 1
    path = f"/strict-{servers.count}.html"
    servers.pages[path] = html
    return servers.host + path.lstrip("/")


def test_a_strict_host_reports_no_policy_violation(page, servers):
    origin = servers.origin.rstrip("/")
    load(page, strict_host(servers, "example", origin))
    assert wait_open(page) == ["3.0.0"]
    # The sheet's per-version styles (layout and button colors) arrive through the CSSOM.
    styled = page.execute_script("""const root = document.getElementById('notesite-whats-new').shadowRoot;
        return [...root.querySelectorAll('[style]')].length""")
    assert styled > 0
    assert page.execute_script("return document.querySelectorAll('style').length") == 0
    shadow(page, ".ns-close").click()
    page.find_element("id", "open").click()
    wait_for(page, "return document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-panel')")
    time.sleep(0.3)
    assert page.execute_script("return window.__violations") == []
    # The check can fail: an inline style attribute on this page is reported.
    page.execute_script("document.body.insertAdjacentHTML('beforeend', '<p style=\"color: red\">x</p>')")
    wait_for(page, "return window.__violations.length > 0")
