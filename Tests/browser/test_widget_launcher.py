"""The launcher and unread count (docs/widget.md) on a host page of another origin:
the badge and the launcher's name, the panel and its keyboard use, "Mark all
as read", the notesite:unread event, no layout shift, and axe with the panel
open."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from support.axe import axe_source
from widget.fixtures import page, servers, widget_root  # noqa: F401
from widget.harness import call, events, load, shadow, wait_for, wait_open
from widget.paging_sites import THREE, paging_sites  # noqa: F401

UNREAD_EVENTS = """<script>
  document.addEventListener("notesite:unread", function (e) { window.__events.push({ type: "notesite:unread", detail: e.detail }); });
</script>"""


def launcher_page(servers, **attributes):
    attributes.setdefault("auto", "false")
    return servers.host_page("three", head=UNREAD_EVENTS, launcher="#open", current_version="1.2.0", **attributes)


def badge(driver):
    """The badge's text, or None while hidden."""
    return driver.execute_script("""const a = document.querySelector('#open [data-notesite-badge]');
        const b = a && a.shadowRoot.querySelector('.ns-launcher-badge');
        return b && !b.hidden && getComputedStyle(b).display !== 'none' ? b.textContent : null""")


def unread_events(driver):
    return [e["detail"] for e in events(driver, "notesite:unread")]


def panel_state(driver):
    return driver.execute_script("""
        const root = document.getElementById('notesite-whats-new')?.shadowRoot;
        const panel = root && root.querySelector('.ns-panel');
        if (!panel) return null;
        return {
          role: panel.getAttribute('role'), modal: panel.getAttribute('aria-modal'),
          name: root.getElementById(panel.getAttribute('aria-labelledby'))?.textContent,
          items: [...panel.querySelectorAll('.ns-panel-item')].map(b => ({
            version: b.dataset.version,
            unread: !b.querySelector('.ns-panel-unread').hidden,
            title: b.querySelector('.ns-panel-item-title').textContent,
            date: b.querySelector('.ns-panel-date').textContent })),
          focused: root.activeElement ? (root.activeElement.dataset.version || root.activeElement.className) : null,
          changelog: panel.querySelector('.ns-panel-changelog').href,
        };""")


def test_the_badge_counts_unread_versions_and_names_the_launcher(page, servers, paging_sites):
    load(page, launcher_page(servers))
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:unread')")
    assert unread_events(page) == [{"count": 3, "versions": ["1.2.0", "1.1.0", "1.0.0"]}]
    wait_for(page, "const a = document.querySelector('#open [data-notesite-badge]'); return a && a.style.visibility === 'visible'")
    assert badge(page) == "3"
    button = page.find_element(By.ID, "open")
    assert button.get_attribute("aria-label") == "See what's new, 3 unread"
    assert button.get_attribute("aria-expanded") == "false"
    # A later visit after one version was presented.
    page.execute_script("NoteSite.markPresented('1.2.0')")
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').length === 2")
    assert unread_events(page)[-1] == {"count": 2, "versions": ["1.1.0", "1.0.0"]}
    load(page, launcher_page(servers))
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:unread')")
    assert unread_events(page) == [{"count": 2, "versions": ["1.1.0", "1.0.0"]}]
    assert call(page, "NoteSite.unread()") == ["1.1.0", "1.0.0"]
    wait_for(page, "return document.getElementById('open').getAttribute('aria-label') === \"See what's new, 2 unread\"")


def test_the_panel_lists_recent_versions_and_works_by_keyboard(page, servers, paging_sites):
    load(page, launcher_page(servers))
    page.execute_script("NoteSite.markPresented('1.1.0')")
    button = page.find_element(By.ID, "open")
    button.click()
    state = wait_for(page, "return document.getElementById('notesite-whats-new')?.shadowRoot.querySelector('.ns-panel')") \
        and panel_state(page)
    assert (state["role"], state["modal"], state["name"]) == ("dialog", "false", "What's New")
    assert [(i["version"], i["unread"], i["title"]) for i in state["items"]] == [
        ("1.2.0", True, "Version 1.2.0"), ("1.1.0", False, "Version 1.1.0"), ("1.0.0", True, "Version 1.0.0")]
    assert all(i["date"].startswith("2025-01-") for i in state["items"])
    assert state["changelog"] == servers.site("three")
    assert button.get_attribute("aria-expanded") == "true"
    assert state["focused"] == "1.2.0", "focus moves to the first version"
    ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()
    assert panel_state(page)["focused"] == "1.1.0"
    ActionChains(page).send_keys(Keys.ESCAPE).perform()
    assert panel_state(page) is None, "Escape closes the panel"
    assert page.execute_script("return document.activeElement.id") == "open", "focus returns to the launcher"
    assert button.get_attribute("aria-expanded") == "false"
    # Enter on the launcher opens it again; Enter on a version opens its sheet.
    ActionChains(page).send_keys(Keys.ENTER).perform()
    wait_for(page, "return document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-panel')")
    ActionChains(page).send_keys(Keys.ENTER).perform()
    assert wait_open(page) == ["1.2.0"]
    assert panel_state(page) is None
    ActionChains(page).send_keys(Keys.ESCAPE).perform()
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:dismiss')")
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == ["1.1.0", "1.2.0"], \
        "a sheet opened from the panel counts as presented"
    assert page.execute_script("return document.activeElement.id") == "open"
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').slice(-1)[0].detail.count === 1")


def test_mark_all_as_read_empties_the_badge(page, servers, paging_sites):
    load(page, launcher_page(servers))
    page.find_element(By.ID, "open").click()
    wait_for(page, "return document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-panel-mark')")
    shadow(page, ".ns-panel-mark").click()
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').slice(-1)[0].detail.count === 0")
    assert badge(page) is None, "the badge hides at zero"
    assert page.find_element(By.ID, "open").get_attribute("aria-label") == "See what's new"
    wait_for(page, """return [...document.getElementById('notesite-whats-new').shadowRoot
                        .querySelectorAll('.ns-panel-unread')].every(m => m.hidden)""")
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == sorted(THREE)
    status = shadow(page, '[role="status"]')
    assert status.get_attribute("textContent") == "0 unread", "the change is announced politely"
    page.execute_script("NoteSite.reset()")
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').slice(-1)[0].detail.count === 3")
    page.execute_script("NoteSite.markAllPresented()")
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').slice(-1)[0].detail.count === 0")


def test_the_launcher_and_the_sheet_move_nothing_on_the_host_page(page, servers, paging_sites):
    load(page, launcher_page(servers, auto="true", selection="cumulative"))
    wait_open(page)
    wait_for(page, "const a = document.querySelector('#open [data-notesite-badge]'); return a && a.style.visibility === 'visible'")
    time.sleep(0.3)
    assert badge(page) == "3"
    assert page.execute_script("return window.__shifts") == [], "no layout shift while the widget starts"


def test_the_open_panel_has_no_serious_axe_violation(page, servers, paging_sites):
    load(page, launcher_page(servers))
    page.find_element(By.ID, "open").click()
    wait_for(page, """const p = document.getElementById('notesite-whats-new')?.shadowRoot.querySelector('.ns-panel');
                      return p && getComputedStyle(p).position === 'fixed'""")
    page.execute_script(axe_source())
    result = call(page, """axe.run({include: [['#notesite-whats-new'], ['#open']]},
        {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']}, resultTypes: ['violations']})""")
    serious = [(v["id"], v["impact"], [n["html"][:120] for n in v["nodes"]]) for v in result["violations"]
               if v["impact"] in ("serious", "critical")]
    assert serious == []


def test_a_skipped_first_visit_counts_nothing_unread_and_reading_one_changes_nothing(page, servers, paging_sites):
    # A launcher alone (data-auto="false") with skipFirstVisit: the first
    # visit marks every version up to C as seen although no sheet presents
    # itself, so reading one from the panel later leaves the others read.
    load(page, launcher_page(servers, skip_first_visit="true"))
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:unread')")
    assert unread_events(page)[-1]["count"] == 0
    page.find_element(By.ID, "open").click()
    wait_for(page, "return document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-panel-item')")
    shadow(page, '.ns-panel-item[data-version="1.1.0"]').click()
    assert wait_open(page) == ["1.1.0"]
    ActionChains(page).send_keys(Keys.ESCAPE).perform()
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:dismiss')")
    assert call(page, "NoteSite.unread()") == []
    assert unread_events(page)[-1]["count"] == 0
    assert badge(page) is None
    assert sorted(page.execute_script("return NoteSite.presentedVersions()")) == sorted(THREE)
    # After reset() the next read is again a first visit's: nothing turns unread.
    page.execute_script("NoteSite.reset(); NoteSite.markPresented('1.0.0')")
    wait_for(page, "return NoteSite.presentedVersions().length === 3")
    assert call(page, "NoteSite.unread()") == []


def test_a_version_read_in_another_tab_is_no_longer_counted_here(page, servers, paging_sites):
    url = launcher_page(servers)
    load(page, url)
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:unread')")
    assert unread_events(page)[-1]["count"] == 3
    first = page.current_window_handle
    page.switch_to.new_window("tab")
    try:
        load(page, url)
        page.execute_script("NoteSite.markPresented('1.2.0')")
        wait_for(page, "return NoteSite.presentedVersions().length === 1")
    finally:
        page.close()
        page.switch_to.window(first)
    wait_for(page, "return window.__events.filter(e => e.type === 'notesite:unread').slice(-1)[0].detail.count === 2")
    assert badge(page) == "2"
