"""`notesite import keepachangelog` against python-kacl, an independent
parser: for real-world changelogs and edge cases, every version, date,
yanked flag and change list agrees, except for the differences listed
here, each explained."""
import re

import kacl
import pytest

from channel_support import CHANGELOGS, notesite, read_version_files, run  # noqa: F401 (fixtures)

TYPES = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]

# file -> (extra import arguments, {(version, field): why the two differ})
CASES = {
    "real/keep-a-changelog.md": ([], {}),
    "real/kfinderapp-ios.md": ([], {
        ("1.1.3", "changes"): "the file writes '## Added' under 1.1.3; python-kacl makes it a version of its own "
                              "with no number, notesite reads it as '### Added' and reports that it did",
    }),
    "edge/messy.md": ([], {
        ("1.1.1", "changes"): "python-kacl does not read setext headings, so the sections of 1.1.0 "
                              "(written 'text' over '---') land in 1.1.1",
        ("1.1.0", "only notesite"): "the same setext heading: python-kacl never sees version 1.1.0",
        ("9.9.9", "only python-kacl"): "python-kacl takes a '## ' line inside a fenced code block for a heading",
        ("1.0.0", "changes"): "a fenced code block follows the list: python-kacl glues its fence to the last item; "
                              "notesite keeps the list as the changes and the code in the body, and reports it",
    }),
    "edge/undated.md": (["--unreleased", "1.2.0"], {
        ("1.1.0", "only notesite"): "python-kacl needs three numbers; notesite reads '1.1' as 1.1.0 and says so",
        ("1.2.0", "only notesite"): "[Unreleased] imported as a draft of 1.2.0 on request; python-kacl calls it Unreleased",
    }),
}


def normalize(item: str) -> str:
    """Link targets dropped (notesite writes references inline) and whitespace collapsed."""
    item = re.sub(r"\]\([^)]*\)", "]", item)
    return " ".join(item.split())


def from_kacl(path):
    result = {}
    for v in kacl.parse(path.read_text(encoding="utf-8")).versions():
        if v.version() in ("", "Unreleased"):
            continue
        sections = v.sections()
        result[v.version()] = {
            "date": v.date() or None,
            # python-kacl keeps [YANKED] in the heading's title and has no flag for it.
            "yanked": "[YANKED]" in v.title().upper(),
            "changes": {t.lower(): [normalize(i) for i in sections[t].items()] for t in TYPES if t in sections},
        }
    return result


def from_notesite(site):
    result = {}
    for version, data in read_version_files(site).items():
        result[version] = {
            "date": str(data["date"]) if "date" in data else None,
            "yanked": bool(data.get("yanked", False)),
            "changes": {t: [normalize(i) for i in items] for t, items in (data.get("changes") or {}).items()},
        }
    return result


def differences(theirs, ours):
    found = {}
    for version in sorted(set(theirs) | set(ours)):
        if version not in ours:
            found[(version, "only python-kacl")] = theirs[version]
        elif version not in theirs:
            found[(version, "only notesite")] = ours[version]
        else:
            for field in ("date", "yanked", "changes"):
                if theirs[version][field] != ours[version][field]:
                    found[(version, field)] = (theirs[version][field], ours[version][field])
    return found


@pytest.mark.parametrize("name", sorted(CASES))
def test_import_agrees_with_python_kacl(name, run, tmp_path):
    args, expected = CASES[name]
    source = CHANGELOGS / name
    site = tmp_path / "site"
    site.mkdir()
    result = run("import", "keepachangelog", source, site, *args)
    assert result.returncode == 0, result.stderr
    theirs, ours = from_kacl(source), from_notesite(site)
    assert ours, "nothing was imported"
    found = differences(theirs, ours)
    assert sorted(found) == sorted(expected), "\n".join(f"{k}: {v}" for k, v in found.items())
    # What both read must be a real comparison, not two empty sets.
    assert set(theirs) & set(ours)


@pytest.mark.parametrize("name", sorted(CASES))
def test_imported_site_passes_check(name, run, tmp_path):
    args, _ = CASES[name]
    site = tmp_path / "site"
    site.mkdir()
    assert run("import", "keepachangelog", CHANGELOGS / name, site, *args).returncode == 0
    checked = run("check", site, "--drafts")
    assert checked.returncode == 0, checked.stderr
    assert " error:" not in checked.stderr
