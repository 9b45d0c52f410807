"""The widget picks what to show like WhatsNewKit and Notelet (docs/widget.md):
selection modes, the presented set in each storage, and skipFirstVisit,
in Chromium, with the host page on another origin than the changelog."""
import time

import pytest

from widget.fixtures import SELECTION_CASES, page, servers, site_name, widget_root  # noqa: F401
from widget.harness import call, events, load, shadow, wait_open


def mark(driver, versions):
    for v in versions:
        driver.execute_script("NoteSite.markPresented(arguments[0])", v)


def assert_nothing_shown(driver):
    assert call(driver, "NoteSite.whatsNew()") == []
    time.sleep(0.3)  # nothing is pending, but give a wrong sheet the chance to appear
    assert events(driver, "notesite:show") == []
    assert driver.execute_script("return document.getElementById('notesite-whats-new')") is None


def dismiss(driver):
    shadow(driver, ".ns-close").click()
    assert events(driver, "notesite:dismiss")


# WhatsNewKit's own table: current version, versions with notes, presented set -> sheet.
WHATSNEWKIT = [
    ("1.0.0", ["1.0.0"], [], ["1.0.0"]),
    ("1.0.0", ["1.0.0"], ["1.0.0"], []),
    ("1.0.1", ["1.0.0", "1.0.1"], ["1.0.0"], ["1.0.1"]),
    ("1.1.1", ["1.0.0", "1.1.0"], [], ["1.1.0"]),
    ("1.1.1", ["1.0.0", "1.1.0"], ["1.1.0"], []),
    ("2.0.0", ["1.0.0"], [], []),
]


@pytest.mark.parametrize("current, available, presented, expected", WHATSNEWKIT)
def test_whatsnewkit_table_presents_automatically(page, servers, current, available, presented, expected):
    site = site_name(available)
    load(page, servers.host_page(site, auto="false"))
    mark(page, presented)
    load(page, servers.host_page(site, current_version=current))
    if not expected:
        assert_nothing_shown(page)
        return
    assert wait_open(page) == expected
    assert page.execute_script("return NoteSite.presentedVersions()") == presented, "nothing is recorded on open"
    dismiss(page)
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == sorted(presented + expected)


def test_every_shared_selection_case_matches_whats_new(page, servers):
    """The table the Swift tests use, against NoteSite.whatsNew in the browser."""
    failures = []
    by_site = {}
    for case in SELECTION_CASES:
        by_site.setdefault(site_name(case["available"]), []).append(case)
    for site, cases in by_site.items():
        load(page, servers.host_page(site, auto="false"))
        for case in cases:
            page.execute_script("NoteSite.reset()")
            mark(page, case["presented"])
            url = servers.host_page(site, auto="false", selection=case["mode"])
            load(page, url)
            got = call(page, f"NoteSite.whatsNew({case['current']!r})")
            if got != case["expected"]:
                failures.append((case, got))
    assert failures == []


def test_exact_shows_only_the_current_version(page, servers):
    site = site_name(["1.0.0", "1.1.0"])
    load(page, servers.host_page(site, current_version="1.1.1", selection="exact"))
    assert_nothing_shown(page)
    load(page, servers.host_page(site, current_version="1.1.0", selection="exact"))
    assert wait_open(page) == ["1.1.0"]


def test_cumulative_pages_through_every_unseen_version_newest_first(page, servers):
    site = site_name(["1.0.0", "1.1.0", "1.2.0"])
    load(page, servers.host_page(site, auto="false"))
    mark(page, ["1.0.0"])
    load(page, servers.host_page(site, current_version="1.2.0", selection="cumulative"))
    assert wait_open(page) == ["1.2.0", "1.1.0"]
    state = page.execute_script("""const d = document.getElementById('notesite-whats-new').shadowRoot.querySelector('dialog');
        return {pages: d.querySelectorAll('.ns-sheet-page').length,
                versions: [...d.querySelectorAll('.ns-sheet-version')].map(e => getComputedStyle(e).display !== 'none' && e.textContent.trim()),
                label: d.querySelector('.ns-dot[aria-current]').getAttribute('aria-label')}""")
    assert state == {"pages": 2, "versions": ["Version 1.2.0", "Version 1.1.0"], "label": "Page 1 of 2"}
    shadow(page, ".ns-primary-action").click()
    assert shadow(page, ".ns-primary-action").text == "Done"
    shadow(page, ".ns-primary-action").click()
    assert events(page, "notesite:dismiss")[-1]["detail"] == {"versions": ["1.2.0", "1.1.0"], "via": "primary"}
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == ["1.0.0", "1.1.0", "1.2.0"]


def stored(driver, area):
    return driver.execute_script(f"return {area}.getItem('notesite.presentedVersions')")


@pytest.mark.parametrize("storage, area, shows_again", [
    ("local", "localStorage", False),
    ("session", "sessionStorage", False),
    ("memory", None, True),
])
def test_each_storage_keeps_the_presented_set_across_a_reload(page, servers, storage, area, shows_again):
    url = servers.host_page(site_name(["1.0.0"]), current_version="1.0.0", storage=storage)
    load(page, url)
    wait_open(page)
    dismiss(page)
    if area:
        assert stored(page, area) == '["1.0.0"]'
    else:
        assert stored(page, "localStorage") is None and stored(page, "sessionStorage") is None
    page.refresh()
    load(page, url)
    if shows_again:
        assert wait_open(page) == ["1.0.0"]
    else:
        assert_nothing_shown(page)


BLOCK_STORAGE = """<script>
  // As when the visitor blocks site data: every storage call throws.
  ["getItem", "setItem", "removeItem"].forEach(function (name) {
    Storage.prototype[name] = function () { throw new DOMException("blocked", "SecurityError"); };
  });
</script>"""


def test_blocked_local_storage_falls_back_to_memory(page, servers):
    load(page, servers.host_page(site_name(["1.0.0"]), head=BLOCK_STORAGE, current_version="1.0.0"))
    assert wait_open(page) == ["1.0.0"]
    dismiss(page)
    assert page.execute_script("return NoteSite.presentedVersions()") == ["1.0.0"]
    assert call(page, "NoteSite.whatsNew()") == []


def test_skip_first_visit_records_everything_up_to_current_and_shows_nothing(page, servers):
    site = site_name(["1.0.0", "1.1.0", "1.2.0"])
    url = servers.host_page(site, current_version="1.1.0", skip_first_visit="true")
    load(page, url)
    time.sleep(0.3)
    assert events(page, "notesite:show") == []
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == ["1.0.0", "1.1.0"]
    # The next release is shown on the visit after the app updates.
    load(page, servers.host_page(site, current_version="1.2.0", skip_first_visit="true"))
    assert wait_open(page) == ["1.2.0"]


def test_skip_first_visit_leaves_returning_visitors_alone(page, servers):
    site = site_name(["1.0.0", "1.1.0"])
    load(page, servers.host_page(site, auto="false"))
    mark(page, ["1.0.0"])
    load(page, servers.host_page(site, current_version="1.1.0", skip_first_visit="true"))
    assert wait_open(page) == ["1.1.0"]


def test_site_settings_apply_without_attributes(page, servers):
    """No data-current-version: the site's current version (its newest) is used."""
    load(page, servers.host_page(site_name(["1.0.0", "1.1.0"])))
    assert wait_open(page) == ["1.1.0"]
