"""The What's New sheet in Chromium (docs/widget.md): paging, dismissal and its
events, focus, the manual API, media, isolation from the host page,
accessibility, screenshots, and the standalone sheet pages."""
import shutil
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import set_color_scheme
from support.axe import axe_source
from widget.fixtures import page, servers, widget_root  # noqa: F401
from widget.harness import call, events, load, settle, shadow, sheet_state, wait_for, wait_open

OPEN_BUTTON = """<script>
  document.getElementById("open").addEventListener("click", function () { NoteSite.show("3.0.0"); });
</script>"""


def open_manually(driver, servers, site="example", version="3.0.0"):
    """Opens `version` with NoteSite.show on a page that presents nothing by itself."""
    load(driver, servers.host_page(site, auto="false", body_end=OPEN_BUTTON))
    assert call(driver, f"NoteSite.show({version!r})") is True
    assert wait_open(driver) == [version]
    return sheet_state(driver)


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()
    settle(driver)


def test_the_main_button_pages_then_dismisses_with_the_primary_action_title(page, servers):
    state = open_manually(page, servers)
    assert state["pages"] == 4
    assert state["label"] == "Driftwood 3.0: Tides", "the dialog is named by its title"
    assert state["dots"] == ["Page 1 of 4", "Page 2 of 4", "Page 3 of 4", "Page 4 of 4"]
    seen = []
    for _ in range(3):
        seen.append((sheet_state(page)["current"], sheet_state(page)["primary"]))
        shadow(page, ".ns-primary-action").click()
        settle(page)
    seen.append((sheet_state(page)["current"], sheet_state(page)["primary"]))
    assert seen == [("Page 1 of 4", "Next"), ("Page 2 of 4", "Next"), ("Page 3 of 4", "Next"),
                    ("Page 4 of 4", "Explore Tides")]
    shadow(page, ".ns-primary-action").click()
    assert sheet_state(page) is None
    assert events(page, "notesite:dismiss") == [
        {"type": "notesite:dismiss", "detail": {"versions": ["3.0.0"], "via": "primary"}}]


def test_one_page_sheets_read_continue_and_multi_page_sheets_done(page, servers):
    one = open_manually(page, servers, version="3.1.1")
    assert (one["pages"], one["primary"], one["dots"]) == (1, "Continue", [])
    press(page, Keys.ESCAPE)
    several = open_manually(page, servers, version="3.1.0")
    assert several["primary"] == "Next"
    shadow(page, ".ns-primary-action").click()
    assert sheet_state(page)["primary"] == "Done"


def test_arrow_keys_page_back_and_forth(page, servers):
    open_manually(page, servers)
    press(page, Keys.ARROW_RIGHT)
    press(page, Keys.ARROW_RIGHT)
    assert sheet_state(page)["page"] == 2
    press(page, Keys.ARROW_LEFT)
    assert sheet_state(page)["page"] == 1
    press(page, Keys.ARROW_LEFT)
    press(page, Keys.ARROW_LEFT)
    assert sheet_state(page)["page"] == 0, "the first page stays first"


def swipe(driver, dx):
    viewport = shadow(driver, ".ns-sheet-viewport")
    ActionChains(driver).move_to_element(viewport).click_and_hold().move_by_offset(dx // 3, 4) \
        .move_by_offset(dx // 3, 4).move_by_offset(dx - 2 * (dx // 3), 0).release().perform()
    settle(driver)


def test_swipe_pages(page, servers):
    open_manually(page, servers)
    swipe(page, -220)
    assert sheet_state(page)["page"] == 1
    swipe(page, -220)
    assert sheet_state(page)["page"] == 2
    swipe(page, 220)
    assert sheet_state(page)["page"] == 1
    swipe(page, -20)
    assert sheet_state(page)["page"] == 1, "a short drag snaps back"
    assert events(page, "notesite:dismiss") == [], "the click that ends a drag presses nothing"


def test_page_dots_jump_to_their_page(page, servers):
    open_manually(page, servers)
    shadow(page, '.ns-dot[aria-label="Page 3 of 4"]').click()
    settle(page)
    assert sheet_state(page)["current"] == "Page 3 of 4"


@pytest.mark.parametrize("via", ["escape", "close", "primary"])
def test_each_dismissal_fires_its_event_and_returns_focus(page, servers, via):
    load(page, servers.host_page("example", auto="false", body_end=OPEN_BUTTON))
    page.find_element(By.ID, "open").click()
    wait_open(page)
    assert sheet_state(page)["focusInside"], "focus moves into the dialog"
    assert [e["detail"] for e in events(page, "notesite:show")] == [{"versions": ["3.0.0"]}]
    if via == "escape":
        press(page, Keys.ESCAPE)
    elif via == "close":
        assert shadow(page, ".ns-close").get_attribute("aria-label") == "Close"
        shadow(page, ".ns-close").click()
    else:
        for _ in range(4):
            shadow(page, ".ns-primary-action").click()
    wait_for(page, "return window.__events.some(e => e.type === 'notesite:dismiss')")
    assert events(page, "notesite:dismiss")[-1]["detail"] == {"versions": ["3.0.0"], "via": via}
    assert page.execute_script("return document.activeElement.id") == "open", "focus returns where it was"
    assert page.execute_script("return NoteSite.presentedVersions()") == [], "show() never records"


def test_manual_api(page, servers):
    load(page, servers.host_page("example", auto="false"))
    assert call(page, "NoteSite.show('9.9.9')") is False
    assert call(page, "NoteSite.show('not a version')") is False
    assert page.execute_script("return NoteSite.presentedVersions()") == []
    page.execute_script("NoteSite.markPresented('3.1.0'); NoteSite.markPresented('v3.0')")
    assert page.execute_script("return NoteSite.presentedVersions()") == ["3.1.0", "3.0.0"]
    assert call(page, "NoteSite.whatsNew('3.1.2')") == []
    assert call(page, "NoteSite.whatsNew('3.0.1')") == ["3.0.1"]
    assert call(page, "NoteSite.show('3.1.0')") is True, "show() presents what was presented before"
    wait_open(page)
    press(page, Keys.ESCAPE)
    assert page.execute_script("return NoteSite.presentedVersions()") == ["3.1.0", "3.0.0"]
    page.execute_script("NoteSite.reset()")
    assert page.execute_script("return NoteSite.presentedVersions()") == []
    assert page.execute_script("return localStorage.getItem('notesite.presentedVersions')") is None
    assert call(page, "NoteSite.whatsNew()") == ["3.1.0"], "the site's current version 3.1.2 falls back to 3.1.0"


def test_secondary_action_opens_a_new_tab_and_leaves_the_sheet_open(page, servers):
    open_manually(page, servers)
    link = shadow(page, ".ns-secondary-action")
    assert (link.get_attribute("target"), link.get_attribute("rel")) == ("_blank", "noopener")
    assert link.get_attribute("href") == "https://driftwood.example/blog/tides"
    page.execute_script("arguments[0].addEventListener('click', e => e.preventDefault())", link)
    link.click()
    assert sheet_state(page) is not None


def test_relative_urls_resolve_against_the_changelog(page, servers):
    open_manually(page, servers)
    img = shadow(page, ".ns-media img")
    assert img.get_attribute("src") == servers.site("example") + "assets/themes.png"


def test_videos_play_muted_only_while_their_page_is_visible(page, servers):
    open_manually(page, servers)
    video = "document.getElementById('notesite-whats-new').shadowRoot.querySelector('video')"
    assert page.execute_script(f"return {video}.paused")
    shadow(page, '.ns-dot[aria-label="Page 4 of 4"]').click()
    wait_for(page, f"return !{video}.paused && !{video}.hidden && {video}.currentTime > 0")
    assert page.execute_script(f"return [{video}.muted, {video}.loop]") == [True, True]
    shadow(page, '.ns-dot[aria-label="Page 1 of 4"]').click()
    assert page.execute_script(f"return {video}.paused")


def test_media_that_fail_show_a_placeholder_with_retry(page, servers, widget_root):
    image = widget_root / "broken" / "assets" / "themes.png"
    image.unlink(missing_ok=True)
    try:
        open_manually(page, servers, site="broken")
        shadow(page, '.ns-dot[aria-label="Page 3 of 4"]').click()
        settle(page)
        retry = wait_for(page, """return document.getElementById('notesite-whats-new').shadowRoot
                                   .querySelector('.ns-media-placeholder .ns-retry')""")
        assert retry.text == "Retry"
        assert shadow(page, ".ns-media img").get_attribute("hidden") is not None
        shutil.copy(widget_root / "example" / "assets" / "themes.png", image)
        retry.click()
        wait_for(page, """const img = document.getElementById('notesite-whats-new').shadowRoot.querySelector('.ns-media img');
                          return img.complete && img.naturalWidth > 0 && !img.hidden""")
        assert shadow(page, ".ns-media-placeholder") is None
    finally:
        shutil.copy(widget_root / "example" / "assets" / "themes.png", image)


def positions(driver):
    return driver.execute_script("""return ['headline', 'lede', 'open', 'tail', 'foot'].map(id => {
        const r = document.getElementById(id).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })""")


def test_host_page_sees_no_other_host_no_cookie_and_no_layout_shift(page, servers):
    load(page, servers.host_page("example", auto="false"))
    before = positions(page)
    load(page, servers.host_page("example", current_version="3.0.0"))
    wait_open(page)
    during = positions(page)
    for _ in range(4):
        shadow(page, ".ns-primary-action").click()
        settle(page)
    after = positions(page)
    assert before == during == after
    assert page.execute_script("return window.__shifts") == []
    urls = page.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert urls and all(u.startswith((servers.host, servers.origin)) for u in urls), urls
    assert page.execute_script("return document.cookie") == ""
    requests = servers.site_log.entries
    assert requests and all(r["cookie"] is None for r in requests)
    assert {r["path"] for r in requests} >= {"/example/whats-new.js", "/example/whats-new/3.0.0/notes.js",
                                             "/example/assets/notesite.css"}
    assert not any("/notes.js" in r["path"] and "3.0.0/" not in r["path"] for r in requests), \
        "only the chosen version's notes are loaded"


def test_host_styles_do_not_reach_the_sheet(page, servers):
    open_manually(page, servers)
    styles = page.execute_script("""const d = document.getElementById('notesite-whats-new').shadowRoot.querySelector('dialog');
        const b = getComputedStyle(d.querySelector('.ns-primary-action'));
        return [getComputedStyle(d).fontFamily, b.fontSize, getComputedStyle(d.querySelector('h1')).color]""")
    assert "Georgia" not in styles[0] and styles[1] == "17px" and styles[2] != "rgb(220, 20, 60)"


def axe_problems(driver, context, options="{resultTypes: ['violations']}"):
    driver.execute_script(axe_source())
    result = call(driver, f"axe.run({context}, {options})")
    assert result["testEngine"]["version"].startswith("4.")
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]]) for v in result["violations"]
            if v["impact"] in ("serious", "critical")]


SHEET_CONTEXT = "{include: [{fromShadowDom: ['#notesite-whats-new', 'dialog']}]}"
# axe composites a top-layer dialog inside a shadow root over the host page's
# background, so its contrast figures there are wrong; the standalone page
# below checks the same markup and stylesheet for contrast in both schemes.
NOT_CONTRAST = "{rules: {'color-contrast': {enabled: false}}, resultTypes: ['violations']}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_open_sheet_has_no_serious_axe_violation(page, servers, scheme):
    set_color_scheme(page, scheme)
    try:
        for index in range(4):
            open_manually(page, servers)
            shadow(page, f'.ns-dot[aria-label="Page {index + 1} of 4"]').click()
            settle(page)
            assert axe_problems(page, SHEET_CONTEXT, NOT_CONTRAST) == [], f"page {index + 1}"
    finally:
        set_color_scheme(page, "light")


def test_screenshots_of_the_open_sheet(page, servers, artifacts):
    """Saves desktop light, desktop dark and phone screenshots of the open sheet."""
    shots = [("widget-desktop-light", "light", None), ("widget-desktop-dark", "dark", None),
             ("widget-phone", "light", (390, 844))]
    try:
        for name, scheme, phone in shots:
            set_color_scheme(page, scheme)
            if phone:
                page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                     {"width": phone[0], "height": phone[1], "deviceScaleFactor": 2, "mobile": True})
            load(page, servers.host_page("example", auto="true", current_version="3.0.0", storage="memory"))
            wait_open(page)
            time.sleep(0.5)  # the opening animation
            path = artifacts / f"{name}.png"
            page.save_screenshot(str(path))
            assert path.stat().st_size > 10_000
            if phone:
                box = shadow(page, "dialog").rect
                assert box["width"] == phone[0] and 0.8 < box["height"] / phone[1] < 0.9, "a bottom sheet"
                assert abs(box["y"] + box["height"] - phone[1]) < 2
            else:
                box = shadow(page, "dialog").rect
                assert box["width"] < 600 and box["x"] > 300, "a centred card"
    finally:
        set_color_scheme(page, "light")
        page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_reduced_motion_turns_off_sliding(page, servers):
    page.execute_cdp_cmd("Emulation.setEmulatedMedia",
                         {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        open_manually(page, servers)
        durations = page.execute_script("""const r = document.getElementById('notesite-whats-new').shadowRoot;
            return [getComputedStyle(r.querySelector('.ns-sheet-pages')).transitionDuration,
                    getComputedStyle(r.querySelector('dialog')).animationName]""")
        assert durations == ["0s", "none"]
    finally:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


# ---- The standalone whats-new/<v>/ pages ----

def test_standalone_page_reads_without_javascript(page, servers):
    page.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        page.get(servers.site("example") + "whats-new/3.0.0/")
        heights = page.execute_script(
            "return [...document.querySelectorAll('.ns-sheet-page')].map(p => p.getBoundingClientRect().height)")
        assert len(heights) == 4 and all(h > 100 for h in heights), "every page is there, stacked"
        assert page.find_element(By.CSS_SELECTOR, ".ns-primary-action").get_attribute("href") == servers.site("example")
    finally:
        page.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_standalone_page_pages_and_its_last_button_leads_to_the_changelog(page, servers):
    page.get(servers.site("example") + "whats-new/3.0.0/")
    wait_for(page, "return document.querySelector('.ns-sheet.ns-paged')")
    button = page.find_element(By.CSS_SELECTOR, ".ns-primary-action")
    assert button.text == "Next"
    ActionChains(page).send_keys(Keys.ARROW_RIGHT).perform()
    wait_for(page, "return document.querySelector('.ns-dot[aria-current]').getAttribute('aria-label') === 'Page 2 of 4'")
    for _ in range(3):
        button.click()
    wait_for(page, f"return location.href === {servers.site('example')!r}")
    assert "Release Notes" in page.title


FRAME = """<iframe id="frame" title="What's New" style="width: 420px; height: 640px"></iframe>
<script>
  window.__messages = [];
  window.addEventListener("message", function (e) { window.__messages.push(e.data); });
</script>"""


def test_framed_standalone_page_posts_dismiss_to_its_parent(page, servers):
    load(page, servers.host_page("example", auto="false", body_end=FRAME))
    page.execute_script("document.getElementById('frame').src = arguments[0]",
                        servers.site("example") + "whats-new/3.1.0/")
    page.switch_to.frame(page.find_element(By.ID, "frame"))
    try:
        wait_for(page, "return document.querySelector('.ns-sheet.ns-paged')")
        page.find_element(By.CSS_SELECTOR, ".ns-close").click()
        page.find_element(By.CSS_SELECTOR, ".ns-primary-action").click()  # Next
        page.find_element(By.CSS_SELECTOR, ".ns-primary-action").click()  # Done
        assert page.execute_script("return location.pathname").endswith("/whats-new/3.1.0/"), "no navigation"
    finally:
        page.switch_to.default_content()
    messages = wait_for(page, "return window.__messages.length === 2 && window.__messages")
    assert messages == [{"type": "notesite:dismiss", "version": "3.1.0"}] * 2


def test_paged_standalone_page_has_no_serious_axe_violation(page, servers):
    page.get(servers.site("example") + "whats-new/3.0.0/")
    wait_for(page, "return document.querySelector('.ns-sheet.ns-paged')")
    assert axe_problems(page, "document") == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("version", ["3.0.0", "3.1.0"])
def test_every_sheet_page_has_enough_contrast(page, servers, scheme, version):
    """All pages stacked (scripts off) on the standalone page, in both schemes."""
    set_color_scheme(page, scheme)
    page.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        page.get(servers.site("example") + f"whats-new/{version}/")
        page.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        assert axe_problems(page, "document") == []
    finally:
        page.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        set_color_scheme(page, "light")


# The colours a page shows, as [r, g, b, a] bytes: the canvas reads any CSS colour.
TO_RGBA = """function toRGBA(color) {
  const ctx = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
  ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = color; ctx.fillRect(0, 0, 1, 1);
  return [...ctx.getImageData(0, 0, 1, 1).data];
}
function resolved(root, property, value) {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  root.appendChild(probe);
  const color = getComputedStyle(probe)[property === 'color' ? 'color' : 'backgroundColor'];
  probe.remove();
  return toRGBA(color);
}"""


def over(top, bottom):
    """`top` (with its alpha) painted over the opaque `bottom`."""
    a = top[3] / 255
    return [round(t * a + b * (1 - a)) for t, b in zip(top[:3], bottom[:3])]


def contrast(one, two):
    def luminance(rgb):
        channels = [c / 255 for c in rgb[:3]]
        channels = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    high, low = sorted([luminance(one), luminance(two)], reverse=True)
    return (high + 0.05) / (low + 0.05)


DARK_HOST = "<style>body { background: #1c1c1e; color: #eee; }</style>"


def test_the_dark_sheet_stands_out_from_its_backdrop(page, servers):
    set_color_scheme(page, "dark")
    try:
        load(page, servers.host_page("example", head=DARK_HOST, auto="false"))
        assert call(page, "NoteSite.show('3.0.0')") is True
        wait_open(page)
        colors = page.execute_script(TO_RGBA + """
            const root = document.getElementById('notesite-whats-new').shadowRoot;
            const dialog = root.querySelector('dialog');
            return {host: toRGBA(getComputedStyle(document.body).backgroundColor),
                    backdrop: toRGBA(getComputedStyle(dialog, '::backdrop').backgroundColor),
                    sheet: toRGBA(getComputedStyle(dialog).backgroundColor),
                    edge: resolved(dialog, 'background-color', 'var(--ns-sheet-edge)')};""")
        backdrop = over(colors["backdrop"], colors["host"])
        sheet = colors["sheet"]
        assert contrast(sheet, backdrop) >= 1.4, f"the sheet {sheet} barely differs from the backdrop {backdrop}"
        edge = over(colors["edge"], backdrop)
        assert contrast(edge, backdrop) >= 3, f"the sheet's edge {edge} needs 3:1 against the backdrop {backdrop}"
        # The standalone page on a large screen: the sheet as a card on the page.
        page.get(servers.site("example") + "whats-new/3.0.0/")
        wait_for(page, "return document.querySelector('.ns-sheet.ns-paged')")
        standalone = page.execute_script(TO_RGBA + """
            const sheet = document.querySelector('.ns-sheet');
            return {page: toRGBA(getComputedStyle(document.body).backgroundColor),
                    sheet: toRGBA(getComputedStyle(sheet).backgroundColor),
                    edge: resolved(sheet, 'background-color', 'var(--ns-sheet-edge)')};""")
        assert contrast(standalone["sheet"], standalone["page"]) >= 1.4, standalone
        assert contrast(over(standalone["edge"], standalone["page"]), standalone["page"]) >= 3, standalone
    finally:
        set_color_scheme(page, "light")
