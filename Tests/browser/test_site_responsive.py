"""At phone, tablet and desktop widths the changelog, a version page and a
sheet page never scroll sideways (docs/content.md: pages are responsive)."""
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


def test_filter_chips_keep_to_one_row_on_a_phone(browser, site_url):
    set_viewport(browser, 390, 800)
    try:
        browser.get(site_url)
        rows = browser.execute_script("""
            return new Set([...document.querySelectorAll('.ns-chips li')]
              .map(li => Math.round(li.getBoundingClientRect().top))).size""")
        assert rows == 1, f"the chips take {rows} rows at 390px"
        # The rest are a sideways scroll away, within the list, not the page.
        last = browser.execute_script("""const list = document.querySelector('.ns-chips ul');
            list.lastElementChild.scrollIntoView({inline: 'end', block: 'nearest'});
            const r = list.lastElementChild.getBoundingClientRect();
            return [r.right <= innerWidth + 0.5, document.documentElement.scrollWidth <= innerWidth]""")
        assert last == [True, True]
    finally:
        set_viewport(browser, 1280, 900)


@pytest.mark.parametrize("path", ["", "page/2/"])
def test_the_changelog_shows_the_site_title_once(browser, site_url, path):
    browser.get(site_url + path)
    title, text = browser.execute_script("""
        return [document.querySelector('h1').textContent.trim(), document.body.innerText]""")
    assert text.count(title) == 1, f"'{title}' is shown {text.count(title)} times"
