"""Finding a version on the example site (docs/content.md): versions/ lists every
version, label pages list a label's versions, and the changelog's filter
chips work with JavaScript (in place, recorded in the URL) and without it
(links to the label pages)."""
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import make_driver


def notes(site):
    return json.loads((site / "notes.json").read_text(encoding="utf-8"))["versions"]


def visible_versions(driver):
    return driver.execute_script("""return [...document.querySelectorAll('.ns-releases > li')]
        .filter(li => !li.hidden && li.offsetParent !== null)
        .map(li => li.querySelector('.ns-release').id.slice(1))""")


def test_the_version_index_lists_every_version_with_its_badges(example_site, site_url, browser):
    browser.get(site_url + "versions/")
    rows = browser.execute_script("""return [...document.querySelectorAll('.ns-version-index tbody tr')].map(r => ({
        version: r.querySelector('th a').textContent, href: r.querySelector('th a').href,
        date: r.querySelector('time')?.getAttribute('datetime') ?? null,
        badges: [...r.querySelectorAll('.ns-badge')].map(b => b.textContent)}))""")
    listed = notes(example_site)
    assert [r["version"] for r in rows] == [v["version"] for v in listed]
    for row, entry in zip(rows, listed):
        assert row["href"] == f"{site_url}versions/{entry['version']}/"
        assert row["date"] == entry["date"]
        expected = (["Pre-release"] if entry["prerelease"] else []) + (["Yanked"] if entry["yanked"] else [])
        assert row["badges"] == expected, row["version"]


def test_every_changelog_page_links_to_the_version_index(example_site):
    for page in ["index.html", "page/2/index.html", "page/3/index.html", "page/4/index.html"]:
        html = (example_site / page).read_text(encoding="utf-8")
        depth = page.count("/")
        assert f'href="{"../" * depth}versions/"' in html, page


def test_a_label_page_lists_the_versions_with_that_label(example_site, site_url, browser):
    expected = [v["version"] for v in notes(example_site) if "fixed" in v["changes"] or "fixed" in v["labels"]]
    assert expected, "the example has fixes"
    browser.get(site_url + "labels/fixed/")
    assert visible_versions(browser) == expected
    assert browser.find_element(By.TAG_NAME, "h1").text == "Versions labelled “Fixed”"
    sync = [v["version"] for v in notes(example_site) if "sync" in v["labels"]]
    browser.get(site_url + "labels/sync/")
    assert visible_versions(browser) == sync


def test_the_yanked_version_is_listed_with_its_badge(site_url, browser):
    browser.get(site_url + "versions/2.2.1/")
    assert browser.find_element(By.CSS_SELECTOR, ".ns-badge-yanked").text.lower() == "yanked"


def test_chips_filter_in_place_and_the_url_records_the_filter(site_url, browser):
    browser.get(site_url)
    everything = visible_versions(browser)
    browser.find_element(By.CSS_SELECTOR, '.ns-chip[data-label="sync"]').click()
    shown = visible_versions(browser)
    assert shown and set(shown) < set(everything)
    for version in shown:
        labels = browser.execute_script(f"return document.getElementById('v{version}').dataset.labels")
        assert "sync" in labels.split()
    assert browser.current_url.endswith("?label=sync"), "the URL records the filter without a reload"
    assert browser.execute_script("return performance.getEntriesByType('navigation').length") == 1
    status = browser.find_element(By.CSS_SELECTOR, ".ns-filter-status")
    assert "sync" in status.text and status.find_element(By.TAG_NAME, "a").get_attribute("href").endswith("labels/sync/")
    assert browser.find_element(By.CSS_SELECTOR, '.ns-chip[data-label="sync"]').get_attribute("aria-current") == "true"
    browser.refresh()
    assert visible_versions(browser) == shown, "a reload keeps the filter"
    browser.find_element(By.CSS_SELECTOR, '.ns-chip[data-label=""]').click()
    assert visible_versions(browser) == everything
    assert "label=" not in browser.current_url


@pytest.fixture
def no_script():
    driver = make_driver()
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    yield driver
    driver.quit()


def test_without_javascript_chips_lead_to_the_label_pages(example_site, site_url, no_script):
    no_script.get(site_url)
    no_script.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    no_script.get(site_url)
    no_script.find_element(By.CSS_SELECTOR, '.ns-chip[data-label="fixed"]').click()
    assert no_script.current_url == site_url + "labels/fixed/"
    items = no_script.find_elements(By.CSS_SELECTOR, ".ns-releases > li")
    expected = [v["version"] for v in notes(example_site) if "fixed" in v["changes"] or "fixed" in v["labels"]]
    assert [li.find_element(By.CSS_SELECTOR, ".ns-release").get_attribute("id")[1:] for li in items] == expected
