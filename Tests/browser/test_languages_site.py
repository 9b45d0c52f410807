"""A site in three languages, one right to left (docs/languages.md): every page of
every language is valid HTML5 and has no serious or critical axe violation,
each language's feeds parse and carry their language, and screenshots of
the Arabic changelog and sheet are written for people to look at."""
import json

import feedparser
import feedparser_rs
import pytest

from conftest import REPO, build_site, serve, set_color_scheme
from support.axe import axe_version, blocking, describe, run_axe
from test_site_html import describe as describe_nu, nu_errors

LANGUAGES_SITE = REPO / "Tests" / "Fixtures" / "sites" / "languages"
LANGUAGES = {"en": "", "fr": "fr/", "ar": "ar/"}


@pytest.fixture(scope="module")
def languages_site(notesite, tmp_path_factory):
    return build_site(notesite, LANGUAGES_SITE, tmp_path_factory.mktemp("languages") / "_site")


@pytest.fixture(scope="module")
def languages_url(languages_site):
    with serve(languages_site) as url:
        yield url


def pages_of(site):
    """Every HTML page below the site root, as paths relative to it."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def test_every_page_of_every_language_passes_the_nu_html_checker(languages_site):
    pages = pages_of(languages_site)
    assert any(p.startswith("ar/") for p in pages) and any(p.startswith("fr/") for p in pages)
    errors = nu_errors(languages_site)
    assert not errors, f"{len(errors)} Nu HTML checker errors:\n{describe_nu(errors, languages_site)}"


def test_every_page_of_every_language_has_no_serious_accessibility_violation(browser, languages_site, languages_url):
    set_color_scheme(browser, "light")
    problems = []
    for page in pages_of(languages_site):
        if page == "404.html":
            continue  # its links start at baseURL's path; the example site's 404 is checked served there
        browser.get(languages_url + page)
        found = blocking(run_axe(browser))
        if found:
            problems.append(f"{page}:\n{describe(found)}")
    assert not problems, f"axe-core {axe_version()}:\n" + "\n".join(problems)


@pytest.mark.parametrize("page", ["ar/", "ar/versions/1.3.0/", "ar/whats-new/1.3.0/", "ar/page/2/"])
def test_arabic_pages_in_dark_mode_have_no_serious_accessibility_violation(browser, languages_url, page):
    set_color_scheme(browser, "dark")
    browser.get(languages_url + page)
    found = blocking(run_axe(browser))
    assert not found, f"axe-core {axe_version()} on {page} (dark):\n{describe(found)}"


def test_arabic_pages_run_right_to_left(browser, languages_url):
    browser.get(languages_url + "ar/versions/")
    assert browser.execute_script("return getComputedStyle(document.body).direction") == "rtl"
    # The start of a line is on the right: the site's name stands at the header's right edge
    # (on the changelog itself the heading names the site and the header does not).
    box = browser.execute_script("""const t = document.querySelector('.ns-brand').getBoundingClientRect();
        const w = document.querySelector('.ns-header .ns-wrap').getBoundingClientRect();
        return [w.right - t.right, t.left - w.left]""")
    assert box[0] < box[1], f"distance to the right edge {box[0]}, to the left edge {box[1]}"
    browser.get(languages_url + "ar/")
    older = browser.execute_script("return document.querySelector('.ns-page-older [aria-hidden]').textContent")
    assert older == "←", "the arrow to older pages points the way an Arabic page turns"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_languages_atom_feed_parses_and_carries_its_language(languages_site, language):
    feed = feedparser.parse((languages_site / LANGUAGES[language] / "feed.xml").read_bytes())
    assert not feed.bozo, f"{language}/feed.xml: {feed.get('bozo_exception')}"
    assert feed.feed.get("language") == language
    assert len(feed.entries) == 4
    newest = feed.entries[0]
    assert newest.link == f"https://lantern.example/notes/{LANGUAGES[language]}versions/1.3.0/"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_languages_json_feed_parses_and_carries_its_language(languages_site, language):
    data = (languages_site / LANGUAGES[language] / "feed.json").read_bytes()
    feed = feedparser_rs.parse(data)
    assert not feed.bozo, f"{language}/feed.json: {feed.bozo_exception}"
    assert json.loads(data)["language"] == language
    assert len(feed.entries) == 4


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name, page", [("changelog", "ar/"), ("sheet", "ar/whats-new/1.3.0/")])
def test_arabic_screenshot_is_written(browser, languages_url, artifacts, name, page, scheme):
    browser.set_window_size(1280, 900)
    set_color_scheme(browser, scheme)
    browser.get(languages_url + page)
    browser.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    path = artifacts / f"arabic-{name}-{scheme}.png"
    path.unlink(missing_ok=True)
    assert browser.save_screenshot(str(path)), f"Chromium could not take a screenshot of {page}"
    assert path.stat().st_size > 10_000
