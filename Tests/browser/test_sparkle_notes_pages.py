"""The small notes pages `notesite export sparkle` writes for Sparkle's update
window read well in light and dark: axe-core finds no serious or critical
WCAG 2.2 AA violation (contrast included) in either color scheme."""
import subprocess

import pytest

from conftest import REPO, serve, set_color_scheme
from support.axe import axe_version, blocking, describe, run_axe


@pytest.fixture(scope="module")
def sparkle_url(notesite, tmp_path_factory):
    out = tmp_path_factory.mktemp("sparkle-export")
    result = subprocess.run([str(notesite), "export", "sparkle", str(REPO), "-o", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with serve(out / "sparkle") as url:
        yield url


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("version", ["3.1.0", "3.0.0", "2.0.0", "fr/3.1.0", "ar/3.1.0"])
def test_notes_page_reads_well(browser, sparkle_url, version, scheme):
    set_color_scheme(browser, scheme)
    browser.get(f"{sparkle_url}{version}.html")
    background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert (background in ("rgb(255, 255, 255)",)) == (scheme == "light"), background
    found = blocking(run_axe(browser))
    assert not found, f"axe-core {axe_version()} on sparkle/{version}.html ({scheme}):\n{describe(found)}"
