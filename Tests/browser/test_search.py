"""Search without a server (docs/search.md), on Tests/Fixtures/sites/search
in en, fr, ar and ja: the shared token and query vectors, file:// and a
strict Content Security Policy, the keyboard, Back, facets, hostile text,
the page without JavaScript, axe and the Nu checker."""
import functools
import http.server
import json
import pathlib
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, _QuietHandler, build_site, make_driver, serve
from support.axe import axe_version, blocking, describe, run_axe
from test_site_html import describe as describe_nu, nu_errors

FIXTURE = REPO / "Tests" / "Fixtures" / "sites" / "search"
VECTORS = json.loads((REPO / "Tests" / "Fixtures" / "search-vectors.json").read_text(encoding="utf-8"))
PREFIX = {"en": "", "fr": "fr/", "ar": "ar/", "ja": "ja/"}
CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'"


@pytest.fixture(scope="module")
def search_site(notesite, tmp_path_factory):
    return build_site(notesite, FIXTURE, tmp_path_factory.mktemp("search") / "_site")


class _StrictHandler(_QuietHandler):
    def end_headers(self):
        self.send_header("Content-Security-Policy", CSP)
        super().end_headers()


@pytest.fixture(scope="module")
def strict_url(search_site):
    with serve(search_site, functools.partial(_StrictHandler, directory=str(search_site))) as url:
        yield url


@pytest.fixture(scope="module")
def page(search_site):
    """A Chromium that records Content-Security-Policy violations in every page."""
    d = make_driver()
    d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
        "window.__violations = []; document.addEventListener('securitypolicyviolation',"
        " function (e) { window.__violations.push(e.violatedDirective + ' ' + e.blockedURI); });"})
    yield d
    d.quit()


def file_url(site, path):
    return pathlib.Path(site, path).as_uri()


def open_search(driver, base, language, query, **filters):
    params = [("q", query)] if query else []
    for key, values in filters.items():
        for value in (values if isinstance(values, list) else [values]):
            params.append((key, value))
    driver.get(base + PREFIX[language] + "search/index.html" + ("?" + urllib.parse.urlencode(params) if params else ""))
    return settled(driver)


def settled(driver):
    """The result versions once the status line has spoken."""
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".ns-search-status").text.strip())
    return result_versions(driver)


def result_versions(driver):
    return [e.text.split(" ")[-1] for e in driver.find_elements(By.CSS_SELECTOR, ".ns-search-version")]


def site_base(site):
    return pathlib.Path(site).as_uri() + "/"


def test_token_vectors_match_the_index_side(page, search_site):
    page.get(file_url(search_site, "search/index.html"))
    texts = [v["text"] for v in VECTORS["tokens"]]
    got = page.execute_script(
        "var t = window.NoteSiteSearch.text; return arguments[0].map(function (s) {"
        " return [t.indexTokens(s), t.queryTokens(s)]; });", texts)
    for vector, (index, query) in zip(VECTORS["tokens"], got):
        assert index == vector["index"], vector["text"]
        assert query == vector["query"], vector["text"]


@pytest.mark.parametrize("vector", VECTORS["queries"], ids=lambda v: f"{v['language']}:{v['query']}")
def test_query_vectors_from_file_urls(page, search_site, vector):
    found = open_search(page, site_base(search_site), vector["language"], vector["query"])
    assert found == vector["versions"]
    assert page.execute_script("return window.__violations") == []


@pytest.mark.parametrize("language", ["en", "fr", "ar", "ja"])
def test_strict_csp_host_stays_silent(page, strict_url, language):
    query = {"en": "harbour", "fr": "marees", "ar": "المد", "ja": "港"}[language]
    found = open_search(page, strict_url, language, query)
    assert found
    assert page.find_elements(By.CSS_SELECTOR, ".ns-search-snippet mark")
    assert page.execute_script("return window.__violations") == []
    assert page.execute_script("return document.documentElement.lang") == language


def test_version_query_lists_numbers_not_prefixes(page, search_site):
    found = open_search(page, site_base(search_site), "en", "2.3")
    assert "2.30.0" not in found
    assert found[:2] == ["2.3.0", "2.3.1"]


def test_enter_opens_the_exact_version(page, search_site):
    page.get(file_url(search_site, "search/index.html"))
    box = page.find_element(By.CSS_SELECTOR, "#ns-search-page-q")
    box.send_keys("v2.3.1")
    WebDriverWait(page, 10).until(lambda d: result_versions(d)[:1] == ["2.3.1"])
    box.send_keys(Keys.ENTER)
    WebDriverWait(page, 10).until(lambda d: "/versions/2.3.1/" in d.current_url)


def test_typing_keeps_the_query_in_the_url_and_back_restores_it(page, search_site):
    page.get(file_url(search_site, "search/index.html"))
    box = page.find_element(By.CSS_SELECTOR, "#ns-search-page-q")
    box.send_keys("tide tab")
    WebDriverWait(page, 10).until(lambda d: result_versions(d) == ["2.3.0", "2.3.1"])
    assert "q=tide+tab" in page.current_url or "q=tide%20tab" in page.current_url
    page.find_elements(By.CSS_SELECTOR, ".ns-search-link")[1].click()
    WebDriverWait(page, 10).until(lambda d: "/versions/2.3.1/index.html" in d.current_url)
    page.back()
    WebDriverWait(page, 10).until(lambda d: result_versions(d) == ["2.3.0", "2.3.1"])
    assert page.find_element(By.CSS_SELECTOR, "#ns-search-page-q").get_attribute("value") == "tide tab"


def test_arrow_keys_move_through_results_and_escape_clears(page, search_site):
    open_search(page, site_base(search_site), "en", "harbour")
    box = page.find_element(By.CSS_SELECTOR, "#ns-search-page-q")
    box.click()
    box.send_keys(Keys.ARROW_DOWN)
    links = page.find_elements(By.CSS_SELECTOR, ".ns-search-link")
    assert page.switch_to.active_element == links[0]
    page.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert page.switch_to.active_element == links[1]
    page.switch_to.active_element.send_keys(Keys.ARROW_UP)
    page.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert page.switch_to.active_element == box
    box.send_keys(Keys.ESCAPE)
    WebDriverWait(page, 10).until(lambda d: not result_versions(d))
    assert box.get_attribute("value") == ""
    assert "q=" not in page.current_url


def test_live_region_announces_the_count(page, search_site):
    open_search(page, site_base(search_site), "en", "harbour")
    status = page.find_element(By.CSS_SELECTOR, ".ns-search-status")
    assert status.get_attribute("role") == "status"
    assert status.get_attribute("aria-live") == "polite"
    assert status.text == "5 results"
    open_search(page, site_base(search_site), "fr", "marees")
    assert page.find_element(By.CSS_SELECTOR, ".ns-search-status").text == "1 résultat"


def test_a_result_links_to_the_item_it_found(page, search_site):
    open_search(page, site_base(search_site), "en", "keychain")
    link = page.find_element(By.CSS_SELECTOR, ".ns-search-link")
    # From file:// a folder shows a listing, so the link names the page's file.
    assert link.get_attribute("href").endswith("versions/2.0.0/index.html#c-2.0.0-security-1")
    link.click()
    WebDriverWait(page, 10).until(lambda d: "#c-2.0.0-security-1" in d.current_url
                                  and d.find_elements(By.ID, "c-2.0.0-security-1"))
    assert page.find_element(By.ID, "c-2.0.0-security-1").text == "Tokens are kept in the system keychain"


def test_badges_and_dates(page, search_site):
    open_search(page, site_base(search_site), "en", "2.0.0-beta")
    first = page.find_element(By.CSS_SELECTOR, ".ns-search-result")
    assert first.find_element(By.CSS_SELECTOR, ".ns-badge-prerelease").get_attribute("textContent") == "Pre-release"
    assert first.find_element(By.CSS_SELECTOR, "time").get_attribute("datetime") == "2025-01-20"
    open_search(page, site_base(search_site), "en", "lamp")
    assert page.find_element(By.CSS_SELECTOR, ".ns-search-result .ns-badge-yanked").get_attribute("textContent") == "Yanked"


def test_facets_count_narrow_and_combine(page, search_site):
    base = site_base(search_site)
    # Titles first (newer first), then the label "tides" that the last word begins.
    assert open_search(page, base, "en", "tide") == ["2.3.1", "2.3.0", "2.30.0"]
    fixed = page.find_element(By.CSS_SELECTOR, '[data-facet="type"][data-value="fixed"]')
    assert fixed.find_element(By.CSS_SELECTOR, ".ns-chip-count").text == "2"
    fixed.click()
    WebDriverWait(page, 10).until(lambda d: result_versions(d) == ["2.3.1", "2.30.0"])
    year = page.find_element(By.CSS_SELECTOR, '[data-facet="year"][data-value="2026"]')
    assert year.find_element(By.CSS_SELECTOR, ".ns-chip-count").text == "1"
    year.click()
    WebDriverWait(page, 10).until(lambda d: result_versions(d) == ["2.30.0"])
    assert "type=fixed" in page.current_url
    assert open_search(page, base, "en", "", label="tides", year="2026") == ["2.30.0"]
    assert open_search(page, base, "en", "", label=["sync"], type="added") == ["2.3.0", "1.0.0"]


def test_since_keeps_versions_strictly_above(page, search_site):
    found = open_search(page, site_base(search_site), "en", "", since="2.3.0")
    assert found == ["2.30.0", "2.3.1"]
    found = open_search(page, site_base(search_site), "en", "tide", since="2.3.0")
    assert found == ["2.3.1", "2.30.0"]


def test_hostile_text_shows_as_text(page, search_site):
    for language, query in [("en", "lighthouse"), ("fr", "phare")]:
        open_search(page, site_base(search_site), language, query)
        snippet = page.find_element(By.CSS_SELECTOR, ".ns-search-snippet")
        assert "<img src=x onerror=alert(1)>" in snippet.text
        assert not page.find_elements(By.CSS_SELECTOR, ".ns-search-results img")
    open_search(page, site_base(search_site), "en", "crash script")
    snippet = page.find_element(By.CSS_SELECTOR, ".ns-search-snippet")
    assert "</script>" in snippet.text
    assert not page.find_elements(By.CSS_SELECTOR, ".ns-search-results script")
    assert all(not (a.get_attribute("href") or "").startswith("javascript:")
               for a in page.find_elements(By.CSS_SELECTOR, ".ns-search-results a"))


def test_matched_words_are_marked(page, search_site):
    open_search(page, site_base(search_site), "en", "synchronisaton")
    assert [m.text for m in page.find_elements(By.CSS_SELECTOR, ".ns-search-snippet mark")] == ["Synchronisation"]
    open_search(page, site_base(search_site), "ja", "京都")
    assert [m.text for m in page.find_elements(By.CSS_SELECTOR, ".ns-search-snippet mark")] == ["京都"]


def test_header_box_slash_key_and_submit(page, search_site):
    page.get(file_url(search_site, "fr/versions/2.3.0/index.html"))
    box = page.find_element(By.CSS_SELECTOR, "form[role=search] input[type=search][name=q]")
    assert page.find_element(By.CSS_SELECTOR, "form[role=search]").get_attribute("action").endswith("/fr/search/index.html")
    page.find_element(By.TAG_NAME, "body").send_keys("/")
    assert page.switch_to.active_element == box
    box.send_keys("marees")
    box.send_keys(Keys.ENTER)
    WebDriverWait(page, 10).until(lambda d: result_versions(d) == ["2.3.0"])
    assert "/fr/search/index.html?q=marees" in page.current_url


class _NoScriptHandler(_QuietHandler):
    def end_headers(self):
        self.send_header("Content-Security-Policy", "script-src 'none'")
        super().end_headers()


def test_without_javascript_the_page_points_to_versions(page, search_site):
    with serve(search_site, functools.partial(_NoScriptHandler, directory=str(search_site))) as url:
        page.get(url + "search/index.html?q=harbour")
        note = page.find_element(By.CSS_SELECTOR, ".ns-search-noscript")
        assert note.is_displayed()
        assert "Search needs JavaScript." in note.text
        assert note.find_element(By.TAG_NAME, "a").get_attribute("href") == url + "versions/"
        assert not result_versions(page)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_search_page_with_results_passes_axe(page, strict_url, language):
    open_search(page, strict_url, language, "harbour")
    found = blocking(run_axe(page))
    assert not found, f"axe-core {axe_version()} on the search page ({language}):\n{describe(found)}"


def test_search_pages_pass_the_nu_checker(page, search_site, tmp_path):
    folder = tmp_path / "pages"
    queries = {"en": "harbour", "fr": "marees", "ar": "المد", "ja": "港"}
    for language, prefix in PREFIX.items():
        target = folder / language
        target.mkdir(parents=True)
        (target / "search.html").write_bytes((search_site / prefix / "search" / "index.html").read_bytes())
        (target / "permalink.html").write_bytes((search_site / prefix / "versions" / "2.3.0" / "index.html").read_bytes())
        # The page as the reader sees it, with results, marks and filters in place.
        assert open_search(page, site_base(search_site), language, queries[language])
        shown = page.execute_script("return '<!DOCTYPE html>\\n' + document.documentElement.outerHTML")
        (target / "results.html").write_text(shown, encoding="utf-8")
    errors = nu_errors(folder)
    assert not errors, describe_nu(errors, folder)


def test_the_platform_facet_counts_by_the_platform_rule_and_shows_badges(page, search_site):
    base = site_base(search_site)
    # 2.3.1 is for Android alone; 1.0.0 has an iOS item, but its body is for
    # both; 2.0.0-rc.1 has nothing but a title, so it counts for neither.
    everything = open_search(page, base, "en", "", since="0.0.1")
    ios = open_search(page, base, "en", "", platform="ios")
    assert ios == [v for v in everything if v not in ("2.3.1", "2.0.0-rc.1")]
    android = open_search(page, base, "en", "", platform="android")
    assert android == [v for v in everything if v != "2.0.0-rc.1"]
    assert open_search(page, base, "en", "tide") == ["2.3.1", "2.3.0", "2.30.0"]
    chip = page.find_element(By.CSS_SELECTOR, '[data-facet="platform"][data-value="android"]')
    assert chip.text.split() == ["Android", "3"]
    assert page.find_element(By.CSS_SELECTOR, '[data-facet="platform"][data-value="ios"]').text.split() == ["iOS", "2"]
    chip.click()
    WebDriverWait(page, 10).until(lambda d: "platform=android" in d.current_url)
    result = page.find_elements(By.CSS_SELECTOR, ".ns-search-result")[0]
    assert result.find_element(By.CSS_SELECTOR, ".ns-search-version").text.endswith("2.3.1")
    assert [b.get_attribute("textContent") for b in result.find_elements(By.CSS_SELECTOR, ".ns-badge-platform")] == ["Android"]
