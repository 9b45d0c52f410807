"""At phone, tablet and desktop widths the changelog, a version page and a
sheet page never scroll sideways (SPEC §6: pages are responsive)."""
import pytest

from support.pages import RESPONSIVE_PAGES
from support.viewport import set_viewport

WIDTHS = [320, 390, 768, 1280]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", RESPONSIVE_PAGES)
def test_page_does_not_scroll_sideways(browser, site_url, name, width):
    set_viewport(browser, width, 800)
    browser.get(site_url + RESPONSIVE_PAGES[name])
    inner, scroll = browser.execute_script(
        "return [innerWidth, document.documentElement.scrollWidth]")
    assert inner == width, f"the viewport is {inner}px wide, not {width}px"
    wide = browser.execute_script("""
        return [...document.querySelectorAll('body *')]
          .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5)
          .slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')
                              + ' right=' + Math.round(e.getBoundingClientRect().right));""")
    assert scroll <= inner, f"{name} at {width}px is {scroll}px wide; overflowing: {wide}"
