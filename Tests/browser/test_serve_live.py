"""Live reload in Chromium (docs/command-line.md): `notesite serve` on a copy of the
example site; files are changed on disk and the open pages follow by
themselves, keeping their scroll position, showing the build's problems
over the last good build until they are fixed; and the widget demo on its
second origin."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from support.serve import copy_example, edit, running, save_by_rename
from widget.harness import sheet_state, wait_for

VERSION_FILE = "content/versions/3.0.0.md"
DIAGNOSTIC = ("content/versions/3.0.0.md:2:10: error: 'version' must be a semantic version, found \"3.0.x\"\n"
              "  hint: write it as 3.0.0, 3.0 or v3.0.0")

# The overlay's text, or null when there is none, as a JavaScript expression.
OVERLAY_TEXT = """(() => { const host = document.getElementById('notesite-problems');
                  return host && host.isConnected ? host.shadowRoot.querySelector('pre').textContent : null; })()"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return copy_example(tmp_path_factory.mktemp("serve-live") / "site")


@pytest.fixture(scope="module")
def server(notesite, site):
    with running(notesite, site) as s:
        yield s


@pytest.fixture
def page(browser, server):
    browser.get(server.url)
    return browser


def wait_until(driver, script, timeout=20):
    wait_for(driver, script, timeout=timeout)


def body_has(text):
    return f"return document.body && document.body.textContent.includes({text!r})"


def test_an_edited_subtitle_appears_at_the_same_scroll_position(page, server, site):
    page.get(server.url + "versions/3.0.0/")
    page.set_window_size(1280, 600)
    wanted = page.execute_script("return Math.min(350, document.documentElement.scrollHeight - innerHeight)")
    assert wanted > 100, "the page is too short to scroll"
    page.execute_script(f"window.scrollTo(0, {wanted}); window.__unreloaded = true;")
    scrolled = page.execute_script("return scrollY")
    old = "A new sidebar, softer colours and more room for your words."
    new = "A new sidebar, softer colours and room to think."
    text = (site / VERSION_FILE).read_text(encoding="utf-8")
    save_by_rename(site / VERSION_FILE, text.replace(old, new))
    wait_until(page, body_has(new))
    assert page.execute_script("return window.__unreloaded === undefined"), "the page reloaded itself"
    wait_until(page, f"return Math.abs(scrollY - {scrolled}) <= 1", timeout=5)
    page.set_window_size(1280, 900)


def test_a_page_that_shows_nothing_changed_stays(page, server, site):
    page.get(server.url + "versions/1.0.0/")
    page.execute_script("window.__unreloaded = true")
    server.drain()
    edit(site / VERSION_FILE, "Threads of related notes", "Threads of kindred notes")
    server.wait_for_line(r"^Rebuilt after content/versions/3\.0\.0\.md changed in [0-9.]+ s: \d+ of \d+ files changed\.$")
    time.sleep(1)
    assert page.execute_script("return window.__unreloaded === true"), "a page that shows nothing that changed reloaded"
    page.get(server.url + "versions/3.0.0/")
    assert "Threads of kindred notes" in page.find_element(By.TAG_NAME, "body").text


def test_broken_front_matter_shows_the_diagnostic_over_every_page_until_fixed(page, server, site):
    page.get(server.url + "versions/3.0.0/")
    title = page.title
    server.drain()
    edit(site / VERSION_FILE, "version: 3.0.0", "version: 3.0.x")
    wait_until(page, f"return ({OVERLAY_TEXT}) !== null")
    assert page.execute_script("return " + OVERLAY_TEXT) == DIAGNOSTIC
    assert page.title == title, "the last good build stays served"
    # The terminal shows the same text.
    server.wait_for_line(r"^content/versions/3\.0\.0\.md:2:10: error: ")
    assert "\n".join(server.lines[-3:-1]) == DIAGNOSTIC, server.lines[-4:]
    # A page opened while the content is broken shows the problems too.
    page.get(server.url)
    wait_until(page, f"return ({OVERLAY_TEXT}) === {DIAGNOSTIC!r}")
    assert page.execute_script("return document.querySelector('main') !== null")
    edit(site / VERSION_FILE, "version: 3.0.x", "version: 3.0.0")
    wait_until(page, f"return ({OVERLAY_TEXT}) === null")


def test_a_new_version_file_appears_on_the_changelog(page, server, site):
    page.get(server.url)
    assert "Harbour lights" not in page.find_element(By.TAG_NAME, "body").text
    (site / "content" / "versions" / "3.2.0.md").write_text(
        "---\nversion: 3.2.0\ndate: 2026-06-01\ntitle: \"Harbour lights\"\n"
        "features:\n  - icon: star.fill\n    title: \"Harbour lights\"\n    subtitle: \"A lamp for every note.\"\n---\n\nShining.\n",
        encoding="utf-8")
    wait_until(page, body_has("Harbour lights"))
    assert page.execute_script("return location.pathname") == "/driftwood/"


def test_the_widget_demo_shows_the_sheet_from_another_origin(browser, server):
    browser.get(server.origin + "/_notesite/widget?version=3.0.0")
    wait_until(browser, """const r = document.getElementById('notesite-whats-new')?.shadowRoot;
                           const d = r && r.querySelector('dialog'); return d && d.open""")
    origin = browser.execute_script("return location.origin")
    assert origin != server.origin and origin.startswith("http://127.0.0.1:")
    assert browser.execute_script("return document.querySelector('script[data-storage]').src") == server.url + "whats-new.js"
    assert browser.execute_script("return document.querySelector('script[data-storage]').dataset.storage") == "memory"
    assert sheet_state(browser)["label"] == "Driftwood 3.0: Tides"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait_until(browser, "return document.getElementById('status').textContent === 'Presented: 3.0.0'")
    Select(browser.find_element(By.ID, "version")).select_by_value("2.0.0")
    browser.find_element(By.ID, "show").click()
    wait_until(browser, """const d = document.getElementById('notesite-whats-new').shadowRoot.querySelector('dialog');
                           return !!d && d.open && (d.getAttribute('data-version') === '2.0.0' || d.textContent.includes('2.0'))""")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    browser.find_element(By.ID, "reset").click()
    wait_until(browser, "return document.getElementById('status').textContent === 'Presented: none'")
    # Selection modes switch by reloading with the mode as the widget's attribute.
    browser.find_element(By.LINK_TEXT, "cumulative").click()
    wait_until(browser, "return document.querySelector('script[data-storage]')?.dataset.selection === 'cumulative'")


def search_results(driver):
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".ns-search-version")]


def test_search_follows_an_edit(page, server, site):
    """serve serves the search index from the same build, and an edit reaches it."""
    query = server.url + "search/index.html?q=seaglass"
    page.get(query)
    wait_until(page, "return document.querySelector('.ns-search-status').textContent.trim() !== ''")
    assert search_results(page) == []
    server.drain()
    edit(site / "content" / "versions" / "3.0.1.md", "The first analysis now reports its progress",
         "The first seaglass analysis now reports its progress")
    server.wait_for_line(r"^Rebuilt")
    page.get(query)
    wait_until(page, "return document.querySelectorAll('.ns-search-version').length > 0")
    assert search_results(page) == ["Version 3.0.1"]
