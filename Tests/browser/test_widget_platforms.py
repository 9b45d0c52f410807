"""data-platform and data-audience on the widget's script (docs/widget.md):
the sheet shows only the features, pages, rows and change items for the
page's platform, the panel and the unread count only the versions that count
for it."""
import contextlib

import pytest

from conftest import build_site, write_source
from widget.harness import Servers, call, load, wait_open

VERSIONS = {
    "1.0.0.md": "---\nversion: 1.0.0\ndate: 2026-01-05\nplatforms: [ios]\n---\nFor iOS.\n",
    "1.1.0.md": ("---\nversion: 1.1.0\ndate: 2026-02-05\nchanges:\n  fixed:\n"
                 "    - {text: \"Crash on Android tablets\", platforms: [android]}\n"
                 "    - {text: \"Share sheet on iPad\", platforms: [ios]}\n"
                 "    - Sync on every platform\n"
                 "  added:\n    - {text: \"Android widgets\", platforms: [android]}\n---\n"),
    "1.2.0.md": "---\nversion: 1.2.0\ndate: 2026-03-05\naudience: [beta]\n---\nFor testers.\n",
    "0.9.0.md": ("---\nversion: 0.9.0\ndate: 2025-12-01\nfeatures:\n"
                 "  - {emoji: \"⭐️\", title: \"Everywhere\"}\n"
                 "  - {emoji: \"📱\", title: \"Home screen\", platforms: [ios]}\n"
                 "pages:\n"
                 "  - list:\n      title: \"Tablets\"\n      rows:\n"
                 "        - {emoji: \"🤖\", title: \"Split screen\", platforms: [android]}\n"
                 "  - list:\n      title: \"iPad\"\n      rows:\n        - {emoji: \"✏️\", title: \"Pencil\"}\n"
                 "    platforms: [ios]\n---\n"),
}


@pytest.fixture(scope="module")
def servers(notesite, tmp_path_factory):
    src = write_source(tmp_path_factory.mktemp("platform-source"),
                       "title: P\nplatforms: [ios, android]\nwidget:\n  storage: memory\n", VERSIONS)
    root = tmp_path_factory.mktemp("platform-sites")
    build_site(notesite, src, root / "p", "--audience", "beta")
    with contextlib.ExitStack() as stack:
        yield Servers(root, stack)


def sheet_items(driver):
    return driver.execute_script("""
        const root = document.getElementById('notesite-whats-new').shadowRoot;
        return [...root.querySelectorAll('.ns-sheet-changes .ns-change-list')].map(section =>
            [section.querySelector('h2').textContent.trim(), [...section.querySelectorAll('li')].map(li => li.textContent.trim())]);""")


def test_the_sheet_shows_only_the_pages_platform(browser, servers):
    load(browser, servers.host_page("p", current_version="1.1.0", platform="ios", selection="exact"))
    assert wait_open(browser) == ["1.1.0"]
    assert sheet_items(browser) == [["Fixed", ["Share sheet on iPad", "Sync on every platform"]]]
    load(browser, servers.host_page("p", current_version="1.1.0", platform="android", selection="exact"))
    assert wait_open(browser) == ["1.1.0"]
    assert sheet_items(browser) == [["Added", ["Android widgets"]],
                                    ["Fixed", ["Crash on Android tablets", "Sync on every platform"]]]
    load(browser, servers.host_page("p", current_version="1.1.0", selection="exact"))
    assert wait_open(browser) == ["1.1.0"]
    assert [title for title, _ in sheet_items(browser)] == ["Added", "Fixed"]
    assert len(sheet_items(browser)[1][1]) == 3


def test_unread_counts_the_platform_and_the_audience(browser, servers):
    load(browser, servers.host_page("p", auto="false", current_version="1.2.0", platform="android"))
    assert call(browser, "NoteSite.unread()") == ["1.1.0", "0.9.0"]
    load(browser, servers.host_page("p", auto="false", current_version="1.2.0", platform="ios"))
    assert call(browser, "NoteSite.unread()") == ["1.1.0", "1.0.0", "0.9.0"]
    load(browser, servers.host_page("p", auto="false", current_version="1.2.0", platform="ios", audience="beta"))
    assert call(browser, "NoteSite.unread()") == ["1.2.0", "1.1.0", "1.0.0", "0.9.0"]


def sheet_parts(driver):
    """Each page of the open sheet: its features' or rows' titles."""
    return driver.execute_script("""
        const root = document.getElementById('notesite-whats-new').shadowRoot;
        return [...root.querySelectorAll('.ns-sheet-page')].map(page =>
            [...page.querySelectorAll('.ns-feature-title')].map(t => t.textContent.trim()));""")


def test_the_sheet_leaves_out_features_rows_and_pages_of_other_platforms(browser, servers):
    load(browser, servers.host_page("p", current_version="0.9.0", platform="android", selection="exact"))
    assert wait_open(browser) == ["0.9.0"]
    # The iPad page is not for Android; a platform's badge is part of a title's text.
    assert sheet_parts(browser) == [["Everywhere"], ["Split screen Android"]]
    load(browser, servers.host_page("p", current_version="0.9.0", platform="ios", selection="exact"))
    assert wait_open(browser) == ["0.9.0"]
    # The tablets page is left without rows for iOS, so it is not shown.
    assert sheet_parts(browser) == [["Everywhere", "Home screen iOS"], ["Pencil"]]
