"""Round trips: import -> export keepachangelog -> import gives the same
version files, and what export writes passes `kacl-cli verify`."""
import subprocess

import pytest

from channel_support import CHANGELOGS, notesite, run  # noqa: F401 (fixtures)

CONFIG = "title: Acme\nexport:\n  compareURL: https://github.com/acme/app/compare/v{previous}...v{version}\n"


def version_files(site):
    folder = site / "content" / "versions"
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*"))}


@pytest.mark.parametrize("name", ["real/keep-a-changelog.md", "edge/roundtrip.md"])
def test_round_trip_gives_the_same_files(name, run, tmp_path):
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
    assert version_files(first) == version_files(second)
    assert len(version_files(first)) >= 4


@pytest.mark.parametrize("name", ["real/keep-a-changelog.md", "edge/roundtrip.md"])
def test_export_passes_kacl_verify(name, run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "notesite.yml").write_text(CONFIG)
    assert run("import", "keepachangelog", CHANGELOGS / name, site).returncode == 0
    assert run("export", "keepachangelog", site).returncode == 0
    changelog = site / "_export" / "CHANGELOG.md"
    verified = subprocess.run(["kacl-cli", "-f", str(changelog), "verify"], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    text = changelog.read_text()
    assert "## [1.1.1] - " in text or "## 1.1.1 - " in text
    assert "[YANKED]" in text or name.startswith("real/")


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
