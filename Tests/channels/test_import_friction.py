"""What a first import meets: a standard file imports quietly, undated
versions and draft releases become drafts, lists followed by a screenshot
stay changes, and no list item of a real changelog is lost."""
import json
import re

import pytest

from channel_support import CHANGELOGS, notesite, read_version_files, run  # noqa: F401 (fixtures)


def import_into_new_site(run, tmp_path, format, source, *args):
    """Imports `source` into a new empty site; returns the site and the finished run."""
    site = tmp_path / "site"
    site.mkdir()
    result = run("import", format, source, site, *args)
    assert result.returncode == 0, result.stderr
    return site, result


def test_a_standard_changelog_imports_without_warnings(run, tmp_path):
    _, result = import_into_new_site(run, tmp_path, "keepachangelog", CHANGELOGS / "edge/standard.md")
    assert "warning" not in result.stderr, result.stderr
    assert result.stderr.endswith("Imported 2 versions.\n")


def test_the_keep_a_changelog_project_file_warns_only_of_its_unreleased_fragments(run, tmp_path):
    source = CHANGELOGS / "real/keep-a-changelog.md"
    _, result = import_into_new_site(run, tmp_path, "keepachangelog", source)
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line]
    assert warnings == [f"{source}:8:1: warning: [Unreleased] imported as 4 change fragments"]


def test_undated_versions_are_drafts_and_the_summary_counts_them(run, tmp_path):
    source = tmp_path / "CHANGELOG.md"
    source.write_text("# Changelog\n\n## [2.0.0-beta.1]\n### Added\n- Folders, for testers\n\n"
                      "## [1.0.0] - 2026-01-02\n### Added\n- First release\n")
    site, result = import_into_new_site(run, tmp_path, "keepachangelog", source)
    assert f"{source}:3:1: warning: version 2.0.0-beta.1 has no date: imported as a draft\n" in result.stderr
    assert result.stderr.endswith("Imported 2 versions (1 as a draft).\n")
    beta = read_version_files(site)["2.0.0-beta.1"]
    assert beta["draft"] is True and "date" not in beta
    checked = run("check", site, "--drafts")
    assert checked.returncode == 0, checked.stderr


def test_a_list_followed_by_a_screenshot_stays_the_changes(run, tmp_path):
    source = CHANGELOGS / "edge/screenshots.md"
    site, result = import_into_new_site(run, tmp_path, "keepachangelog", source)
    version = read_version_files(site)["1.1.0"]
    assert version.get("changes", {}).get("added") == [
        "Folders for notes.", "Keyboard shortcuts:\n- Cmd-N for a new note\n- Cmd-F to search"]
    assert version["changes"]["fixed"] == ["A crash when opening an empty journal."]
    assert version["body"] == "![The new folders](https://acme.example/folders.png)\n"
    assert f'{source}:19:1: warning: kept the text after the list of "### Added" in the body\n' in result.stderr


def test_notelet_notes_import_as_drafts_without_a_flag(run, tmp_path):
    site, result = import_into_new_site(run, tmp_path, "notelet", CHANGELOGS / "json/notelet.json")
    assert result.stderr.endswith("Imported 2 versions (2 as drafts).\n")
    assert all(v["draft"] is True for v in read_version_files(site).values())
    # The flag of earlier releases is still taken: drafts are what it asked for.
    again = tmp_path / "again"
    again.mkdir()
    assert run("import", "notelet", CHANGELOGS / "json/notelet.json", again, "--missing-date", "draft").returncode == 0


def test_a_github_draft_release_has_no_date(run, tmp_path):
    # `gh release list --json …` gives a draft 0001-01-01 as its published date.
    releases = [
        {"tagName": "v2.1.0", "name": "", "isDraft": True, "isPrerelease": False,
         "publishedAt": "0001-01-01T00:00:00Z", "body": "Coming soon."},
        {"tagName": "v2.0.0", "name": "", "isDraft": False, "isPrerelease": False,
         "publishedAt": "2026-03-18T09:00:00Z", "body": "Released."},
    ]
    source = tmp_path / "releases.json"
    source.write_text(json.dumps(releases, indent=1))
    site, result = import_into_new_site(run, tmp_path, "github-releases", source)
    files = read_version_files(site)
    assert files["2.1.0"]["draft"] is True and "date" not in files["2.1.0"]
    assert str(files["2.0.0"]["date"]) == "2026-03-18"
    assert result.stderr.endswith("Imported 2 versions (1 as a draft).\n")


BULLET = re.compile(r"^\s*[-*+]\s+(.*)$")


def normalize(text: str) -> str:
    """Link targets dropped (references may be written inline), markup spacing collapsed."""
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"\]\[[^\]]*\]", "]", text)
    return " ".join(text.split())


def source_items(path):
    """The first line of every list item under a version heading, outside code."""
    items, in_code, in_version = [], False, False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith(("```", "~~~")):
            in_code = not in_code
            continue
        if in_code:
            continue
        if line.startswith("## "):
            in_version = True
        match = BULLET.match(line)
        if in_version and match and match.group(1).strip():
            items.append((number, normalize(match.group(1))))
    return items


CHANGELOG_FILES = ["real/keep-a-changelog.md", "real/kfinderapp-ios.md", "edge/screenshots.md", "edge/messy.md",
                   "edge/bodies.md", "edge/roundtrip.md", "edge/standard.md", "edge/undated.md"]
TYPES = {"added", "changed", "deprecated", "removed", "fixed", "security"}
VERSION_HEADING = re.compile(r"^##\s+\[?v?([^\]\s]+)\]?")


def typed_items(path, unreleased):
    """(line, version, type, text) of every top-level list item right under
    one of Keep a Changelog's six ### types, outside code."""
    items, in_code, version, kind = [], False, None, None
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith(("```", "~~~")):
            in_code = not in_code
            continue
        if in_code:
            continue
        setext = number < len(lines) and re.match(r"^-{2,}\s*$", lines[number]) and line.strip() and not BULLET.match(line)
        if line.startswith("## ") or setext:
            match = VERSION_HEADING.match(line if line.startswith("## ") else "## " + line)
            version = match and (unreleased if match.group(1).lower() == "unreleased" else match.group(1))
            kind = None
        elif line.startswith("#"):
            word = line.lstrip("#").strip().lower()
            kind = word if line.startswith("### ") and word in TYPES else None
        elif version and kind and re.match(r"^[-*+]\s+\S", line):
            items.append((number, version, kind, normalize(BULLET.match(line).group(1))))
    return items


def same_version(written, heading):
    """A heading's version as the importer writes it: `1.2` is 1.2.0."""
    parts = heading.split("-", 1)
    numbers = parts[0].split(".")
    numbers += ["0"] * (3 - len(numbers)) if all(n.isdigit() for n in numbers) else []
    return written == ".".join(numbers) + ("-" + parts[1] if len(parts) > 1 else "")


@pytest.mark.parametrize("name", CHANGELOG_FILES)
def test_every_typed_list_item_stays_a_change_of_its_type(name, run, tmp_path):
    source = CHANGELOGS / name
    site, _ = import_into_new_site(run, tmp_path, "keepachangelog", source, "--unreleased", "99.0.0")
    versions = list(read_version_files(site).values())
    items = typed_items(source, "99.0.0")
    assert items, "the file has typed list items"
    moved = []
    for number, version, kind, text in items:
        data = [d for d in versions if same_version(str(d["version"]), version)]
        changes = normalize("\n".join((data[0].get("changes") or {}).get(kind, []))) if data else ""
        if text not in changes:
            moved.append((number, version, kind, text))
    assert moved == []


@pytest.mark.parametrize("name", CHANGELOG_FILES)
def test_no_list_item_of_the_source_is_lost(name, run, tmp_path):
    source = CHANGELOGS / name
    # [Unreleased] is imported too, as a draft, so that every item of the file has a place.
    site, _ = import_into_new_site(run, tmp_path, "keepachangelog", source, "--unreleased", "99.0.0")
    imported = []
    for data in read_version_files(site).values():
        for items in (data.get("changes") or {}).values():
            imported += items
        imported.append(data["body"])
    text = normalize("\n".join(imported))
    items = source_items(source)
    assert len(items) >= 3
    lost = [(number, item) for number, item in items if item not in text]
    assert lost == []


def test_import_after_init_names_the_starter_in_its_hint(run, tmp_path):
    site = tmp_path / "site"
    assert run("init", site).returncode == 0
    changelog = tmp_path / "CHANGELOG.md"
    changelog.write_text("## [1.0.0] - 2026-01-02\n### Added\n- First release\n")
    result = run("import", "keepachangelog", changelog, site)
    assert result.returncode == 1
    assert ("content/versions/1.0.0.md: error: the file exists already (version 1.0.0, "
            f"{changelog}:1)\n  hint: a starter site's own version; start from `notesite init --empty`, "
            "or pass --force\n") in result.stderr
    # Once the starter is edited, it is the user's own: the usual hint.
    starter = site / "content" / "versions" / "1.0.0.md"
    starter.write_text(starter.read_text().replace("A new feature", "Folders"))
    edited = run("import", "keepachangelog", changelog, site)
    assert "hint: remove it, or pass --force to write over it\n" in edited.stderr
