"""Fixtures for the widget tests: the sites they need, built once per run
under one folder, served with host pages on a second origin, and Chromium."""
import contextlib
import json
import shutil

import pytest

from conftest import REPO, build_site
from widget.harness import Servers, write_site

SELECTION_CASES = json.loads((REPO / "Tests" / "Fixtures" / "selection-cases.json").read_text())


def site_name(versions):
    """A folder name for a site with exactly these versions."""
    return "v-" + "_".join(sorted(versions)).replace("+", "b")


@pytest.fixture(scope="session")
def widget_root(notesite, example_site, tmp_path_factory):
    """Every site the widget tests use, built into one folder."""
    root = tmp_path_factory.mktemp("widget-sites")
    src = tmp_path_factory.mktemp("widget-sources")
    shutil.copytree(example_site, root / "example")
    # The example site with one image removed, for the media placeholder.
    shutil.copytree(example_site, root / "broken")
    sets = {tuple(sorted(case["available"])) for case in SELECTION_CASES}
    sets |= {("1.0.0",), ("1.0.0", "1.0.1"), ("1.0.0", "1.1.0"), ("1.0.0", "1.1.0", "1.2.0")}
    for versions in sets:
        name = site_name(versions)
        build_site(notesite, write_site(src / name, versions), root / name)
    return root


@pytest.fixture(scope="session")
def servers(widget_root):
    with contextlib.ExitStack() as stack:
        yield Servers(widget_root, stack)



@pytest.fixture
def page(browser, servers):
    """The module's browser with the host origin's storage cleared."""
    servers.forget(browser)
    servers.site_log.clear()
    servers.host_log.clear()
    return browser
