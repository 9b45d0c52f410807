"""axe-core finds no serious or critical WCAG 2.2 AA violation on the
changelog, a version page, a sheet page and 404.html, in light and dark
color schemes (docs/content.md)."""
import contextlib

import pytest

from conftest import set_color_scheme
from support.axe import axe_version, blocking, describe, run_axe
from support.pages import ACCESSIBILITY_PAGES


@pytest.fixture(scope="module", autouse=True)
def announce_axe(request):
    # Name the rule set in the run's output, past pytest's output capture.
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        print(f"\naccessibility checks with axe-core {axe_version()}")


def test_axe_is_version_4(browser):
    assert axe_version().startswith("4."), f"expected axe-core 4.x, found {axe_version()}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", ACCESSIBILITY_PAGES)
def test_page_has_no_serious_accessibility_violations(browser, site_url, name, scheme):
    set_color_scheme(browser, scheme)
    browser.get(site_url + ACCESSIBILITY_PAGES[name])
    dark = browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    assert dark == (scheme == "dark"), f"the browser did not switch to the {scheme} color scheme"
    found = blocking(run_axe(browser))
    assert not found, f"axe-core {axe_version()} on {name} ({scheme}):\n{describe(found)}"


DEFAULT_THEME_VERSIONS = {
    "1.0.0.md": """---
version: 1.0.0
date: 2026-01-05
features:
  - icon: star.fill
    title: "First **release**"
    subtitle: "Everything starts here, see [the guide](https://example.com/guide)."
---

Notes with a [link in running text](https://example.com/) and `code`.
""",
    "1.1.0-beta.1.md": """---
version: 1.1.0-beta.1
date: 2026-02-01
---

A pre-release, so its badge is drawn in the accent color.
""",
}


@pytest.fixture(scope="module")
def default_theme_url(notesite, tmp_path_factory):
    """A small site with no notesite.yml: the theme's own default colors."""
    from conftest import build_site, serve

    site = tmp_path_factory.mktemp("default-theme")
    versions = site / "content" / "versions"
    versions.mkdir(parents=True)
    for name, text in DEFAULT_THEME_VERSIONS.items():
        (versions / name).write_text(text, encoding="utf-8")
    with serve(build_site(notesite, site, site / "_site")) as url:
        yield url


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_default_theme_colors_meet_wcag_aa(browser, default_theme_url, scheme):
    set_color_scheme(browser, scheme)
    browser.get(default_theme_url)
    found = blocking(run_axe(browser))
    assert not found, f"axe-core {axe_version()} on a site with the default theme ({scheme}):\n{describe(found)}"
