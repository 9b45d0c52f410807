"""The platform pages (docs/content.md, platforms/<p>/) and a changelog with
platform badges and chips: valid HTML by the Nu checker, and no serious or
critical axe-core violation, in English and in Arabic, light and dark."""
import pytest

from conftest import build_site, serve, set_color_scheme, write_source
from support.axe import axe_version, blocking, describe, run_axe
from test_site_html import describe as describe_nu, nu_errors

CONFIG = """title: Acme
baseURL: https://acme.example/changelog/
platforms: [ios, macos]
languages:
  ar: {title: أكمي}
"""

VERSIONS = {
    "1.0.0.md": "---\nversion: 1.0.0\ndate: 2026-01-05\nplatforms: [ios]\nlabels: [sync]\n---\nThe first iPhone release.\n",
    "1.1.0.md": ("---\nversion: 1.1.0\ndate: 2026-02-05\nchanges:\n  fixed:\n"
                 "    - {text: \"The menu bar icon follows the accent colour\", platforms: [macos]}\n"
                 "    - Sync no longer stalls\n---\n"),
}


@pytest.fixture(scope="module")
def platform_site(notesite, tmp_path_factory):
    src = write_source(tmp_path_factory.mktemp("platform-pages"), CONFIG, VERSIONS)
    return build_site(notesite, src, src / "_site")


def test_platform_pages_pass_the_nu_html_checker(platform_site):
    pages = sorted(platform_site.rglob("platforms/*/index.html"))
    assert len(pages) == 4, [str(p) for p in pages]  # ios and macos, in English and Arabic
    errors = nu_errors(platform_site)
    assert not errors, describe_nu(errors, platform_site)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["platforms/macos/", "ar/platforms/macos/", "", "ar/"])
def test_platform_pages_have_no_serious_accessibility_violations(browser, platform_site, path, scheme):
    with serve(platform_site) as url:
        set_color_scheme(browser, scheme)
        browser.get(url + path)
        assert browser.find_elements("css selector", ".ns-badge-platform"), "the page shows platform badges"
        found = blocking(run_axe(browser))
        assert not found, f"axe-core {axe_version()} on {path or 'the changelog'} ({scheme}):\n{describe(found)}"
