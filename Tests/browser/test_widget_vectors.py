"""The shared What's New vectors (Tests/Fixtures/whats-new-vectors.json),
which NoteSiteKit's Swift tests also run, against the real whats-new.js in
Chromium: the app and the website must pick the same notes.

The widget has no platform, audience or clock of its own, so the vectors
about them carry "widget": false. They are counted, not skipped: the test
prints how many it ran and how many it left to the Swift tests, and fails
if a vector is left out for any other reason."""
import contextlib
import json
import pathlib

import pytest

from conftest import REPO, build_site
from widget.harness import Servers, call, load

VECTORS = json.loads((REPO / "Tests" / "Fixtures" / "whats-new-vectors.json").read_text())["vectors"]
WIDGET = [v for v in VECTORS if v.get("widget", True)]
DEFAULT_DATE = "2025-01-01"


def spec(version):
    """A version of a vector as a dict with every flag."""
    entry = {"version": version} if isinstance(version, str) else dict(version)
    return {"version": entry["version"], "yanked": entry.get("yanked", False), "draft": entry.get("draft", False)}


def site_key(vector):
    """Vectors with the same versions, flags and limit share one site."""
    versions = tuple(sorted(tuple(sorted(spec(v).items())) for v in vector["versions"]))
    return versions, vector.get("limit", 10)


def write_site(folder, key):
    versions, limit = key
    (folder / "content" / "versions").mkdir(parents=True)
    (folder / "notesite.yml").write_text(
        f"title: Vector Notes\nlanguage: en\nwidget:\n  storage: local\n  cumulativeLimit: {limit}\n")
    for number, items in enumerate(versions):
        entry = dict(items)
        lines = ["---", f"version: {entry['version']}", f"date: {DEFAULT_DATE}",
                 f'title: "Version {entry["version"]}"']
        if entry["yanked"]:
            lines.append("yanked: true")
        if entry["draft"]:
            lines.append("draft: true")
        lines += ["---", "", f"Notes for {entry['version']}.", ""]
        (folder / "content" / "versions" / f"v{number}.md").write_text("\n".join(lines))
    return folder


@pytest.fixture(scope="module")
def vector_sites(notesite, tmp_path_factory):
    """One built site per set of versions; drafts are built in (--drafts),
    since the widget must leave them out even then."""
    src = tmp_path_factory.mktemp("vector-sources")
    root = tmp_path_factory.mktemp("vector-sites")
    names = {}
    for key in sorted({site_key(v) for v in WIDGET}):
        name = f"s{len(names)}"
        build_site(notesite, write_site(src / name, key), root / name, "--drafts")
        names[key] = name
    with contextlib.ExitStack() as stack:
        yield Servers(root, stack), names


def test_every_widget_vector_picks_what_the_app_kit_picks(browser, vector_sites, capsys):
    servers, names = vector_sites
    groups = {}
    for vector in WIDGET:
        call_name = vector.get("call", "whatsNew")
        page_key = (names[site_key(vector)], vector.get("mode", "fallback"), vector.get("skipFirstVisit", False),
                    vector["current"] if call_name == "unread" else None)
        groups.setdefault(page_key, []).append(vector)
    servers.forget(browser)
    failures, ran = [], 0
    for (site, mode, skip, current), vectors in groups.items():
        url = servers.host_page(site, auto="false", selection=mode, storage="local",
                                skip_first_visit="true" if skip else "false", current_version=current)
        load(browser, url)
        for vector in vectors:
            presented = vector["presented"]
            if presented is None:
                browser.execute_script("localStorage.removeItem('notesite.presentedVersions')")
            else:
                browser.execute_script("localStorage.setItem('notesite.presentedVersions', arguments[0])",
                                       json.dumps(presented))
            if vector.get("call", "whatsNew") == "unread":
                got = call(browser, "NoteSite.unread()")
            else:
                got = call(browser, f"NoteSite.whatsNew({json.dumps(vector['current'])})")
            ran += 1
            if got != vector["expected"]:
                failures.append({"name": vector["name"], "expected": vector["expected"], "got": got})
        browser.execute_script("localStorage.clear()")
    left = len(VECTORS) - ran
    with capsys.disabled():
        print(f"\nwidget vectors: ran {ran} of {len(VECTORS)}; {left} marked \"widget\": false (platform, audience or date)")
    assert failures == []
    assert ran == len(WIDGET) == 61
    assert ran + left == len(VECTORS)


def test_only_what_the_widget_cannot_know_is_left_out():
    for vector in VECTORS:
        if vector.get("widget", True):
            continue
        versions = [v for v in vector["versions"] if isinstance(v, dict)]
        reason = (vector.get("platform") or vector.get("audience")
                  or any("date" in v or "platforms" in v or "audience" in v for v in versions))
        assert reason, vector["name"]
