"""The widget shows one language per visit (docs/languages.md): data-language, else
the host page's lang, else the browser's languages by RFC 4647 lookup
(fr-CA finds fr), else the site's default; the presented set is shared by
every language. In Chromium, with the host page on another origin."""
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from conftest import REPO, _first_existing, build_site
from widget.fixtures import page, servers, widget_root  # noqa: F401
from widget.harness import call, events, load, shadow, wait_open

LANGUAGES_SITE = REPO / "Tests" / "Fixtures" / "sites" / "languages"


@pytest.fixture(scope="module")
def site(notesite, widget_root):
    """The three-language fixture site (en, fr, ar), built beside the other widget sites."""
    build_site(notesite, LANGUAGES_SITE, widget_root / "languages")
    return "languages"


def host(servers, site, lang="en", **attributes):
    """A host page for `site` whose <html> has `lang` (None: no lang at all)."""
    url = servers.host_page(site, current_version="1.3.0", **attributes)
    path = "/" + url.rsplit("/", 1)[1]
    servers.pages[path] = servers.pages[path].replace(
        '<html lang="en">', "<html>" if lang is None else f'<html lang="{lang}">', 1)
    return url


def shown(driver):
    """The open sheet's language, direction, title and close label."""
    wait_open(driver)
    return driver.execute_script("""
        const d = document.getElementById('notesite-whats-new').shadowRoot.querySelector('dialog');
        return {lang: d.getAttribute('lang'), dir: d.getAttribute('dir'),
                title: d.querySelector('.ns-sheet-title').textContent.trim(),
                close: d.querySelector('.ns-close').getAttribute('aria-label')};""")


def test_data_language_wins_over_the_host_page(page, servers, site):
    load(page, host(servers, site, lang="en", language="fr"))
    assert shown(page) == {"lang": "fr", "dir": "ltr", "title": "Une nuit plus lumineuse", "close": "Fermer"}


def test_the_host_pages_lang_chooses_when_there_is_no_data_language(page, servers, site):
    load(page, host(servers, site, lang="ar"))
    state = shown(page)
    assert state["lang"] == "ar" and state["dir"] == "rtl"
    assert state["title"] == "ليلة أكثر إشراقًا" and state["close"] == "إغلاق"
    primary = shadow(page, ".ns-primary-action").text
    assert primary == "التالي", "the main button reads the Arabic 'Next' on the first of three pages"


@pytest.mark.parametrize("range_, expected", [("fr-CA", "fr"), ("ar-EG", "ar"), ("de", "en"), ("en-GB", "en")])
def test_a_region_falls_back_to_its_language_then_to_the_default(page, servers, site, range_, expected):
    load(page, host(servers, site, lang="en", language=range_))
    assert shown(page)["lang"] == expected


def browser_with_languages(languages):
    """Headless Chromium whose language list is `languages` (--lang and intl.accept_languages)."""
    options = webdriver.ChromeOptions()
    options.binary_location = _first_existing(shutil.which("chromium"), "/usr/bin/chromium",
                                              "/Applications/Chromium.app/Contents/MacOS/Chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1280,900", f"--lang={languages.split(',')[0]}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": languages})
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))
    driver.set_script_timeout(15)
    return driver


@pytest.mark.parametrize("languages, expected", [("fr-CA,fr,en", "fr"), ("de-DE,de", "en"), ("de,ar", "ar")])
def test_without_lang_the_browsers_languages_choose(servers, site, languages, expected):
    driver = browser_with_languages(languages)
    try:
        servers.forget(driver)
        assert driver.execute_script("return navigator.languages")[0] == languages.split(",")[0]
        load(driver, host(servers, site, lang=None))
        assert shown(driver)["lang"] == expected
    finally:
        driver.quit()


def test_a_version_seen_in_french_is_not_shown_again_in_english(page, servers, site):
    load(page, host(servers, site, language="fr"))
    assert shown(page)["lang"] == "fr"
    shadow(page, ".ns-close").click()
    assert events(page, "notesite:dismiss")[-1]["detail"]["versions"] == ["1.3.0"]
    load(page, host(servers, site, language="en"))
    assert call(page, "NoteSite.whatsNew()") == []
    assert call(page, "NoteSite.presentedVersions()") == ["1.3.0"]
    assert page.execute_script("return document.getElementById('notesite-whats-new')") is None


def test_show_picks_a_language_explicitly(page, servers, site):
    load(page, host(servers, site, auto="false"))
    assert call(page, 'NoteSite.show("1.3.0", {language: "ar"})') is True
    assert shown(page)["lang"] == "ar"
    # An untranslated version comes in the default language's words, inside the Arabic sheet.
    shadow(page, ".ns-close").click()
    assert call(page, 'NoteSite.show("1.1.0")') is True
    state = shown(page)
    assert state["lang"] == "ar" and state["close"] == "إغلاق"
    title_lang = page.execute_script("""return document.getElementById('notesite-whats-new').shadowRoot
        .querySelector('.ns-sheet-title span').getAttribute('lang')""")
    assert title_lang == "en"
