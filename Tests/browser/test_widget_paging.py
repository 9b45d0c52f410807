"""Paging in the sheet on real notes (docs/widget.md): the cumulative limit, dots
only for two to seven pages and a counter beyond, a version without features,
focusable code, and a swipe made of real touch events."""
import pytest

from widget.fixtures import page, servers, widget_root  # noqa: F401
from widget.harness import call, load, settle, shadow, sheet_state, wait_for, wait_open
from widget.paging_sites import BARE_VERSION, LONG_VERSION, MANY, paging_sites  # noqa: F401


def open_version(driver, servers, site, version):
    load(driver, servers.host_page(site, auto="false"))
    assert call(driver, f"NoteSite.show({version!r})") is True
    assert wait_open(driver) == [version]
    return sheet_state(driver)


def counter(driver):
    return driver.execute_script("""const c = document.getElementById('notesite-whats-new').shadowRoot
        .querySelector('.ns-sheet-counter'); return c ? [c.firstChild.textContent, c.lastChild.textContent] : null""")


def test_cumulative_keeps_the_newest_versions_up_to_the_limit(page, servers, paging_sites):
    load(page, servers.host_page("many", current_version=MANY[-1], selection="cumulative"))
    shown = wait_open(page)
    expected = sorted(MANY, key=lambda v: int(v.split(".")[1]), reverse=True)[:10]
    assert shown == expected, "the ten newest, newest first"
    requested = [p for p in servers.site_log.paths() if p.endswith("/notes.js")]
    assert len(requested) == 10, f"only the shown versions' notes load, not all twelve: {requested}"
    assert call(page, "NoteSite.unread()") == expected


def test_one_page_sheet_shows_neither_dots_nor_counter(page, servers, paging_sites):
    state = open_version(page, servers, "many", "1.0.0")
    assert (state["pages"], state["dots"]) == (1, [])
    assert counter(page) is None
    assert shadow(page, ".ns-sheet-dots") is None


def test_more_than_seven_pages_show_a_counter_instead_of_dots(page, servers, paging_sites):
    state = open_version(page, servers, "many", LONG_VERSION)
    assert state["pages"] == 9
    assert state["dots"] == []
    assert counter(page) == ["1 / 9", "Page 1 of 9"]
    shadow(page, ".ns-primary-action").click()
    settle(page)
    assert counter(page) == ["2 / 9", "Page 2 of 9"]


def test_seven_pages_or_fewer_show_dots(page, servers, paging_sites):
    state = open_version(page, servers, "example", "3.0.0")
    assert state["dots"] == [f"Page {n} of 4" for n in range(1, 5)]
    assert counter(page) is None


def test_a_version_without_features_shows_its_title_and_body(page, servers, paging_sites):
    state = open_version(page, servers, "many", BARE_VERSION)
    assert state["pages"] == 1
    assert state["label"] == f"Quieter {BARE_VERSION}"
    body = shadow(page, ".ns-sheet-body")
    assert body is not None
    # Shown text, read once the sheet's opening has made it visible.
    assert wait_for(page, """return document.getElementById('notesite-whats-new').shadowRoot
        .querySelector('.ns-sheet-body').innerText.includes('Only fixes this time.')""")
    assert shadow(page, ".ns-sheet-features") is None, "no empty feature list"


def sheet_reading(driver, root_script):
    """The open sheet's blocks in reading order, the nested list's items, and every page word."""
    return driver.execute_script(root_script + """
        const sheet = root.querySelector('.ns-sheet');
        const blocks = [...sheet.querySelectorAll('.ns-sheet-body, .ns-change-heading')]
          .map(b => b.classList.contains('ns-sheet-body') ? 'body' : b.textContent.trim());
        const nested = [...sheet.querySelectorAll('.ns-change-added li li')].map(li => li.textContent.trim());
        const lead = sheet.querySelector('.ns-change-added li > p')?.textContent.trim() ?? null;
        const named = [...sheet.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'));
        return {blocks, nested, lead, named, text: sheet.innerText};""")


WIDGET_ROOT = "const root = document.getElementById('notesite-whats-new').shadowRoot;"


def test_a_version_without_features_lists_its_changes_after_its_body(page, servers, paging_sites):
    open_version(page, servers, "many", BARE_VERSION)
    seen = sheet_reading(page, WIDGET_ROOT)
    assert seen["blocks"] == ["body", "Added", "Fixed"], "the body, then the changes in Keep a Changelog's order"
    assert seen["lead"] == "Keyboard shortcuts:"
    assert seen["nested"] == ["Cmd-K to search", "Cmd-N for a new note"], "a nested list stays a list"


@pytest.mark.parametrize("where", ["widget", "standalone"])
def test_a_one_page_sheet_never_says_page_1_of_1(page, servers, paging_sites, where):
    if where == "widget":
        open_version(page, servers, "many", BARE_VERSION)
        root = WIDGET_ROOT
    else:
        page.get(servers.site("many") + f"whats-new/{BARE_VERSION}/")
        wait_for(page, "return document.querySelector('.ns-sheet.ns-paged')")
        root = "const root = document;"
    seen = sheet_reading(page, root)
    assert not [n for n in seen["named"] if "Page" in n], seen["named"]
    assert "Page 1" not in seen["text"] and "1 / 1" not in seen["text"]
    assert page.execute_script(root + "return root.querySelectorAll('.ns-sheet-dots, .ns-sheet-counter').length") == 0


def test_scrollable_code_in_a_sheet_is_focusable_and_named(page, servers, paging_sites):
    open_version(page, servers, "many", BARE_VERSION)
    pre = shadow(page, ".ns-sheet-body pre")
    assert (pre.get_attribute("tabindex"), pre.get_attribute("role"), pre.get_attribute("aria-label")) == \
        ("0", "region", "Code")


def touch_swipe(driver, dx, steps=9):
    """A finger swipe through the DevTools protocol: touchstart, `steps`
    touchmoves and touchend, as a phone's touch screen sends them."""
    rect = driver.execute_script("""const r = document.getElementById('notesite-whats-new').shadowRoot
        .querySelector('.ns-sheet-viewport').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]""")
    x0, y = rect[0] + rect[2] / 2 - dx / 2, rect[1] + rect[3] / 2
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y}]})
    for i in range(1, steps + 1):
        driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                               {"type": "touchMove", "touchPoints": [{"x": x0 + dx * i / steps, "y": y + i}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    settle(driver)


@pytest.fixture
def touch(page):
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield page
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_touch_swipe_pages_the_sheet(touch, servers, paging_sites):
    open_version(touch, servers, "example", "3.0.0")
    touch.execute_script("""window.__touch = [];
        const v = document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-sheet-viewport');
        ['pointercancel', 'touchstart', 'touchmove', 'touchend'].forEach(t =>
          v.addEventListener(t, () => window.__touch.push(t), {passive: true}));""")
    touch_swipe(touch, -200)
    seen = touch.execute_script("return window.__touch")
    assert "touchstart" in seen and "touchend" in seen, f"real touch events reached the sheet: {seen}"
    assert sheet_state(touch)["page"] == 1, f"a 200 px swipe to the left goes to the next page (events: {seen})"
    touch_swipe(touch, -200)
    assert sheet_state(touch)["page"] == 2
    touch_swipe(touch, 200)
    assert sheet_state(touch)["page"] == 1
    touch_swipe(touch, -30)
    assert sheet_state(touch)["page"] == 1, "a short swipe snaps back"
