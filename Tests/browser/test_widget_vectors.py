"""The shared What's New vectors (Tests/Fixtures/whats-new-vectors.json),
which NoteSiteKit's Swift tests also run, against the real whats-new.js in
Chromium: the app and the website must pick the same notes.

Every vector runs. Platforms and audiences are the widget's own
(`data-platform`, `data-audience`); the clock is the build's: a vector's
site is built at its "now" (SOURCE_DATE_EPOCH) in its time zone, and with
`--audience` naming every audience word of its versions, so that the
widget, not the build, is what leaves those versions out."""
import calendar
import contextlib
import json
import os
import pathlib
import subprocess
import time

import pytest

from conftest import REPO, build_site
from widget.harness import Servers, call, load

VECTORS = json.loads((REPO / "Tests" / "Fixtures" / "whats-new-vectors.json").read_text())["vectors"]
DEFAULT_DATE = "2025-01-01"
DEFAULT_NOW = "2026-06-01T00:00:00Z"


def spec(version):
    """A version of a vector as a dict with every flag."""
    entry = {"version": version} if isinstance(version, str) else dict(version)
    words = lambda key: tuple(entry[key]) if key in entry else None
    return {"version": entry["version"], "yanked": entry.get("yanked", False), "draft": entry.get("draft", False),
            "date": entry.get("date", DEFAULT_DATE), "platforms": words("platforms"), "audience": words("audience"),
            "features": tuple(tuple(f) for f in entry["features"]) if "features" in entry else None}


def site_key(vector):
    """Vectors with the same versions, flags, limit, time zone and now share one site."""
    versions = tuple(sorted((tuple(sorted(spec(v).items())) for v in vector["versions"]), key=repr))
    return (versions, vector.get("limit", 10), vector.get("timeZone", "UTC"), vector.get("now", DEFAULT_NOW),
            vector.get("platform"))


def write_site(folder, key):
    versions, limit, zone, _, platform = key
    entries = [dict(items) for items in versions]
    declared = sorted({word for e in entries for word in (e["platforms"] or ())}
                      | {word for e in entries for f in (e["features"] or ()) for word in f}
                      | ({platform} if platform else set()))
    (folder / "content" / "versions").mkdir(parents=True)
    config = f"title: Vector Notes\nlanguage: en\ntimeZone: {zone}\nwidget:\n  storage: local\n  cumulativeLimit: {limit}\n"
    if declared:
        config += f"platforms: [{', '.join(declared)}]\n"
    (folder / "notesite.yml").write_text(config)
    for number, entry in enumerate(entries):
        lines = ["---", f"version: {entry['version']}", f"date: {entry['date']}",
                 f'title: "Version {entry["version"]}"']
        if entry["yanked"]:
            lines.append("yanked: true")
        if entry["draft"]:
            lines.append("draft: true")
        for key in ("platforms", "audience"):
            if entry[key] is not None:
                lines.append(f"{key}: [{', '.join(entry[key])}]")
        if entry["features"] is not None:
            # Notes as features only, each for its platforms: the site counts them.
            lines.append("features:")
            for words in entry["features"]:
                lines.append(f'  - {{emoji: "⭐️", title: "Notes", platforms: [{", ".join(words)}]}}')
            lines += ["---", ""]
        else:
            lines += ["---", "", f"Notes for {entry['version']}.", ""]
        (folder / "content" / "versions" / f"v{number}.md").write_text("\n".join(lines))
    audiences = sorted({word for e in entries for word in (e["audience"] or ())})
    return folder, audiences


def build_at(notesite, site_dir, output, now, *extra):
    """`notesite build` with SOURCE_DATE_EPOCH at `now` (RFC 3339, UTC)."""
    epoch = calendar.timegm(time.strptime(now, "%Y-%m-%dT%H:%M:%SZ"))
    result = subprocess.run([str(notesite), "build", str(site_dir), "-o", str(output), "--quiet", *extra],
                            capture_output=True, text=True, env={**os.environ, "SOURCE_DATE_EPOCH": str(epoch)})
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="module")
def vector_sites(notesite, tmp_path_factory):
    """One built site per set of versions; drafts are built in (--drafts),
    since the widget must leave them out even then."""
    src = tmp_path_factory.mktemp("vector-sources")
    root = tmp_path_factory.mktemp("vector-sites")
    names = {}
    for key in sorted({site_key(v) for v in VECTORS}, key=repr):
        name = f"s{len(names)}"
        folder, audiences = write_site(src / name, key)
        extra = ["--audience", ",".join(audiences)] if audiences else []
        build_at(notesite, folder, root / name, key[3], "--drafts", *extra)
        names[key] = name
    with contextlib.ExitStack() as stack:
        yield Servers(root, stack), names


def test_every_widget_vector_picks_what_the_app_kit_picks(browser, vector_sites, capsys):
    servers, names = vector_sites
    groups = {}
    for vector in VECTORS:
        call_name = vector.get("call", "whatsNew")
        page_key = (names[site_key(vector)], vector.get("mode", "fallback"), vector.get("skipFirstVisit", False),
                    vector["current"] if call_name == "unread" else None, vector.get("platform"),
                    ",".join(vector.get("audience", [])) or None)
        groups.setdefault(page_key, []).append(vector)
    servers.forget(browser)
    failures, ran = [], 0
    for (site, mode, skip, current, platform, audience), vectors in groups.items():
        url = servers.host_page(site, auto="false", selection=mode, storage="local",
                                skip_first_visit="true" if skip else "false", current_version=current,
                                platform=platform, audience=audience)
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
    with capsys.disabled():
        print(f"\nwidget vectors: ran {ran} of {len(VECTORS)}")
    assert failures == []
    assert ran == len(VECTORS) >= 80
