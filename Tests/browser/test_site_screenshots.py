"""Screenshots of the changelog and a sheet page, light and dark, at phone
and desktop sizes, written to the artifacts folder for people to look at."""
import struct

import pytest

from conftest import set_color_scheme
from support.pages import CHANGELOG, SHEET
from support.viewport import set_viewport

PAGES = {"changelog": CHANGELOG, "sheet": SHEET}
SIZES = {"phone": (390, 844), "desktop": (1280, 900)}


def png_size(path):
    """Width and height from a PNG's IHDR chunk."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", PAGES)
def test_screenshot_is_written(browser, site_url, artifacts, name, size, scheme):
    width, height = SIZES[size]
    set_viewport(browser, width, height)
    set_color_scheme(browser, scheme)
    browser.get(site_url + PAGES[name])
    # Fonts (emoji included) load asynchronously; wait so the picture is final.
    browser.execute_async_script("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    path = artifacts / f"{name}-{size}-{scheme}.png"
    path.unlink(missing_ok=True)
    assert browser.save_screenshot(str(path)), f"Chromium could not take a screenshot of {name}"
    assert png_size(path) == (width, height), f"{path.name} is {png_size(path)}, not {width}x{height}"
