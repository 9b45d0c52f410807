"""Round trips: import -> export keepachangelog -> import gives the same
changes, dates and yanked marks (a body-only version's body comes back as
its Changed items), and what export writes reads as prose and passes
`kacl-cli verify` with Keep a Changelog 1.1.0's opening."""
import pathlib
import re
import subprocess

import pytest

from channel_support import CHANGELOGS, notesite, read_version_files, run  # noqa: F401 (fixtures)

# python-kacl's built-in configuration asks for 1.0.0's opening; this one names 1.1.0.
KACL_CONFIG = pathlib.Path(__file__).resolve().parent / "kacl.yml"


def words(text):
    return re.findall(r"\w+", text)

CONFIG = "title: Acme\nexport:\n  compareURL: https://github.com/acme/app/compare/v{previous}...v{version}\n"


def version_files(site):
    folder = site / "content" / "versions"
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*"))}


@pytest.mark.parametrize("name", ["real/keep-a-changelog.md", "real/kfinderapp-ios.md", "edge/messy.md",
                                  "edge/roundtrip.md", "edge/bodies.md"])
def test_round_trip_keeps_changes_dates_and_body_words(name, run, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    for site in (first, second):
        site.mkdir()
        (site / "notesite.yml").write_text(CONFIG)
    assert run("import", "keepachangelog", CHANGELOGS / name, first).returncode == 0
    exported = run("export", "keepachangelog", first, "-o", tmp_path / "out")
    assert exported.returncode == 0, exported.stderr
    changelog = tmp_path / "out" / "CHANGELOG.md"
    again = run("import", "keepachangelog", changelog, second)
    assert again.returncode == 0, again.stderr
    ours, theirs = read_version_files(first), read_version_files(second)
    assert sorted(ours) == sorted(theirs) and len(ours) >= 4
    for version, data in ours.items():
        back = theirs[version]
        assert (back.get("date"), back.get("yanked")) == (data.get("date"), data.get("yanked")), version
        if data.get("changes"):
            assert back.get("changes") == data["changes"], version
        elif data["body"].strip():
            changed = "\n".join(back["changes"]["changed"])
            assert set(words(data["body"])) <= set(words(changed)), version


@pytest.mark.parametrize("name", ["real/keep-a-changelog.md", "real/kfinderapp-ios.md", "edge/messy.md",
                                  "edge/roundtrip.md", "edge/bodies.md"])
def test_export_passes_kacl_verify(name, run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "notesite.yml").write_text(CONFIG)
    assert run("import", "keepachangelog", CHANGELOGS / name, site).returncode == 0
    assert run("export", "keepachangelog", site).returncode == 0
    changelog = site / "_export" / "CHANGELOG.md"
    verified = subprocess.run(["kacl-cli", "-c", str(KACL_CONFIG), "-f", str(changelog), "verify"],
                              capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    text = changelog.read_text()
    assert "## [1.1.1] - " in text or "## 1.1.1 - " in text or name == "edge/bodies.md"
    assert "[YANKED]" in text or name.startswith("real/") or name == "edge/bodies.md"


def test_compare_links_and_yanked_marks(run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "notesite.yml").write_text(CONFIG)
    assert run("import", "keepachangelog", CHANGELOGS / "edge/roundtrip.md", site).returncode == 0
    assert run("export", "keepachangelog", site).returncode == 0
    text = (site / "_export" / "CHANGELOG.md").read_text()
    assert "## [2.0.0-beta.1] - 2026-04-01\n" in text
    assert "## [1.1.1] - 2026-02-02 [YANKED]\n" in text
    # The oldest version has nothing to compare with: no brackets, no link.
    assert "## 1.1.0 - 2026-01-15\n" in text
    assert text.endswith(
        "[2.0.0-beta.1]: https://github.com/acme/app/compare/v1.2.0...v2.0.0-beta.1\n"
        "[1.2.0]: https://github.com/acme/app/compare/v1.1.1...v1.2.0\n"
        "[1.1.1]: https://github.com/acme/app/compare/v1.1.0...v1.1.1\n")


def test_one_version_keeps_its_compare_link(run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "notesite.yml").write_text(CONFIG)
    assert run("import", "keepachangelog", CHANGELOGS / "edge/roundtrip.md", site).returncode == 0
    assert run("export", "keepachangelog", site, "--version", "1.2.0").returncode == 0
    text = (site / "_export" / "CHANGELOG.md").read_text()
    assert text.count("\n## ") == 1 and "## [1.2.0] - 2026-03-18\n" in text
    assert text.endswith("[1.2.0]: https://github.com/acme/app/compare/v1.1.1...v1.2.0\n")


def kacl_verify(path):
    verified = subprocess.run(["kacl-cli", "-c", str(KACL_CONFIG), "-f", str(path), "verify"], capture_output=True, text=True)
    assert verified.returncode == 0, f"{path}: " + verified.stdout + verified.stderr


def test_example_site_in_every_language_passes_kacl_verify(run, tmp_path):
    from channel_support import REPO
    exported = run("export", "keepachangelog", REPO, "-o", tmp_path)
    assert exported.returncode == 0, exported.stderr
    assert exported.stderr.count("warning") == 0, exported.stderr
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["CHANGELOG.ar.md", "CHANGELOG.fr.md", "CHANGELOG.md"]
    for name in names:
        kacl_verify(tmp_path / name)


BODIES = {
    # Notes with only a body, whose lines would start versions, sections and definitions at the left margin.
    "1.3.0.md": "---\nversion: 1.3.0\ndate: 2026-05-01\n---\n\n# Big news\n\n## 2.0.0 - 2020-01-01\n\nSetext\n---\n\n"
                "### Added\n\n* starred bullet\n\n[docs]: https://acme.example/docs \"Docs\"\n\nSee [docs].\n",
    # Changes and a body: the lists are exported, the body left out for the heading's link to the page (docs/channels.md).
    "1.2.0.md": "---\nversion: 1.2.0\ndate: 2026-03-18\nchanges:\n  changed:\n    - Dates follow the system\n"
                "  fixed:\n    - A crash\n---\n\nSome prose with `code`.\n\n```\n## 9.9.9\n```\n",
    "1.1.0.md": "---\nversion: 1.1.0\ndate: 2026-01-15\nyanked: true\n---\n\nWithdrawn.\n",
    "1.0.0.md": "---\nversion: 1.0.0\ndate: 2025-12-01\nchanges:\n  added:\n    - First\n---\n",
}


# What CHANGELOG.md says of 1.3.0 and 1.2.0: a body alone as one Changed item,
# its headings bold lines; a version with changes without its body.
READABLE = """## 1.3.0 - 2026-05-01

### Changed

- **Big news**

  **2.0.0 - 2020-01-01**

  **Setext**

  **Added**

  * starred bullet

  [docs]: https://acme.example/docs "Docs"

  See [docs].

## 1.2.0 - 2026-03-18

### Changed

- Dates follow the system

### Fixed

- A crash

"""


@pytest.mark.parametrize("config", ["title: Acme\n", "title: Acme\nbaseURL: https://acme.example/notes/\n"])
def test_bodies_read_as_prose_and_verify(config, run, tmp_path):
    site, again = tmp_path / "site", tmp_path / "again"
    for folder in (site, again):
        (folder / "content" / "versions").mkdir(parents=True)
        (folder / "notesite.yml").write_text(config)
    for name, text in BODIES.items():
        (site / "content" / "versions" / name).write_text(text)
    exported = run("export", "keepachangelog", site)
    assert exported.returncode == 0, exported.stderr
    changelog = site / "_export" / "CHANGELOG.md"
    text = changelog.read_text()
    assert "https://keepachangelog.com/en/1.1.0/" in text and "keepachangelog.com/en/1.0.0" not in text
    # Headings are linked (in brackets) only where there is a link to give.
    assert READABLE in re.sub(r"^## \[([^\]]+)\]", r"## \1", text, flags=re.M), text
    assert "notesite:body" not in text and "Some prose" not in text
    # No heading inside a list item, no line that could start a version or a section.
    assert not re.search(r"^[ \t]+#", text, flags=re.M)
    assert "- Withdrawn.\n" in text
    yanked_warning = "the yanked version 1.1.0 has no link, so kacl-cli verify rejects its [YANKED] mark"
    if "baseURL" in config:
        # Every heading links to its page, so the yanked mark verifies.
        assert "[1.1.0]: https://acme.example/notes/versions/1.1.0/\n" in text
        assert yanked_warning not in exported.stderr
        kacl_verify(changelog)
    else:
        assert f"{site}/content/versions/1.1.0.md:2:10: warning: CHANGELOG.md: {yanked_warning}\n" in exported.stderr
    imported = run("import", "keepachangelog", changelog, again)
    assert imported.returncode == 0, imported.stderr
    ours, theirs = read_version_files(site), read_version_files(again)
    for version, data in ours.items():
        if data.get("changes"):
            assert theirs[version].get("changes") == data.get("changes"), version
        else:
            assert set(words(data["body"])) <= set(words("\n".join(theirs[version]["changes"]["changed"]))), version
