"""Fixture sites for the launcher, paging and strict-host tests, built into
the widget tests' served folder next to the example site."""
import pathlib

import pytest

from conftest import build_site
from widget.harness import write_site

# Twelve versions: more than the default cumulativeLimit of 10.
MANY = [f"1.{minor}.0" for minor in range(12)]
# 1.11.0 has nine pages (past seven: a counter instead of dots).
LONG_VERSION = "1.11.0"
# 1.5.0 has neither features nor pages: its sheet shows its title, body and changes.
BARE_VERSION = "1.5.0"
THREE = ["1.0.0", "1.1.0", "1.2.0"]


def list_pages(count):
    """YAML for `count` list pages of one row each."""
    text = "pages:\n"
    for n in range(count):
        text += (f"  - list:\n      title: \"Part {n + 2}\"\n      rows:\n"
                 f"        - icon: star.fill\n          title: \"Row of part {n + 2}\"\n")
    return text


def write_bare(folder, version):
    """Replaces a version's file by one with a title, changes and a body,
    as an imported changelog has: one change item holds a nested list."""
    (pathlib.Path(folder) / "content" / "versions" / f"{version}.md").write_text(
        f"---\nversion: {version}\ndate: 2025-02-01\ntitle: \"Quieter {version}\"\n"
        "changes:\n  fixed: [\"A crash on launch\"]\n  added:\n    - |\n      Keyboard shortcuts:\n"
        "      - Cmd-K to search\n      - Cmd-N for a new note\n---\n\n"
        "Only fixes this time.\n\n```\na very long line of code that scrolls sideways " + "x" * 200 + "\n```\n")


@pytest.fixture(scope="session")
def paging_sites(notesite, widget_root, tmp_path_factory):
    """Builds `many` and `three` into the served folder; returns their names."""
    src = tmp_path_factory.mktemp("paging-sources")
    many = write_site(src / "many", MANY, pages={LONG_VERSION: list_pages(8)})
    write_bare(many, BARE_VERSION)
    build_site(notesite, many, widget_root / "many")
    build_site(notesite, write_site(src / "three", THREE), widget_root / "three")
    return {"many": "many", "three": "three"}
