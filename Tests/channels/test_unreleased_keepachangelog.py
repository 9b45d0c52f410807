"""[Unreleased] in Keep a Changelog: export writes it from the change
fragments, import turns it into fragments, and kacl-cli verify accepts it."""
import pathlib
import subprocess

from channel_support import CHANGELOGS, notesite, run  # noqa: F401 (fixtures)

# python-kacl's built-in configuration asks for 1.0.0's opening; this one names 1.1.0.
KACL_CONFIG = pathlib.Path(__file__).resolve().parent / "kacl.yml"

CONFIG = "title: Acme\nexport:\n  compareURL: https://github.com/acme/app/compare/v{previous}...v{version}\n"


def make_site(tmp_path, config=CONFIG):
    site = tmp_path / "site"
    (site / "content" / "versions").mkdir(parents=True)
    (site / "notesite.yml").write_text(config)
    (site / "content" / "versions" / "1.2.0.md").write_text("---\nversion: 1.2.0\ndate: 2026-03-18\nchanges:\n  added: [Folders]\n---\n")
    return site


def kacl_verify(path):
    verified = subprocess.run(["kacl-cli", "-c", str(KACL_CONFIG), "-f", str(path), "verify"], capture_output=True, text=True)
    assert verified.returncode == 0, f"{path}: " + verified.stdout + verified.stderr


def test_export_writes_unreleased_with_a_link_to_head_and_verifies(run, tmp_path):
    site = make_site(tmp_path)
    assert run("add", "fixed", "A crash on launch", site).returncode == 0
    assert run("add", "added", "Tags for notes", site).returncode == 0
    exported = run("export", "keepachangelog", site)
    assert exported.returncode == 0, exported.stderr
    changelog = site / "_export" / "CHANGELOG.md"
    text = changelog.read_text()
    assert "\n## [Unreleased]\n\n### Added\n\n- Tags for notes\n\n### Fixed\n\n- A crash on launch\n\n## 1.2.0 - 2026-03-18\n" in text
    assert text.endswith("[Unreleased]: https://github.com/acme/app/compare/v1.2.0...HEAD\n")
    kacl_verify(changelog)


def test_export_takes_unreleased_url_and_leaves_out_unreleased_for_one_version(run, tmp_path):
    site = make_site(tmp_path, "title: Acme\nexport:\n  unreleasedURL: https://git.example/acme/compare/{previous}...main\n")
    assert run("add", "fixed", "A crash on launch", site).returncode == 0
    assert run("export", "keepachangelog", site).returncode == 0
    changelog = site / "_export" / "CHANGELOG.md"
    assert changelog.read_text().endswith("[Unreleased]: https://git.example/acme/compare/1.2.0...main\n")
    kacl_verify(changelog)
    assert run("export", "keepachangelog", site, "--version", "1.2.0").returncode == 0
    assert "Unreleased" not in changelog.read_text()


def test_import_turns_unreleased_into_fragments_that_export_gives_back(run, tmp_path):
    site = make_site(tmp_path)
    imported = run("import", "keepachangelog", CHANGELOGS / "real/keep-a-changelog.md", site, "--force")
    assert imported.returncode == 0, imported.stderr
    assert "[Unreleased] imported as 4 change fragments" in imported.stderr
    fragments = sorted((site / "content" / "unreleased").glob("*.md"))
    assert len(fragments) == 4
    assert all(f.read_text().startswith("---\ntype: added\n---\n\nv1.1 ") for f in fragments)
    assert run("check", site).returncode == 0
    assert run("export", "keepachangelog", site).returncode == 0
    changelog = site / "_export" / "CHANGELOG.md"
    kacl_verify(changelog)
    unreleased = changelog.read_text().split("## [Unreleased]\n")[1].split("\n## ")[0]
    # In the order of the source, as a release would gather them.
    assert [line for line in unreleased.splitlines() if line.startswith("- ")] == [
        "- v1.1 Spanish translation.", "- v1.1 Italian translation.",
        "- v1.1 Polish translation.", "- v1.1 Ukrainian translation."]
    # Imported again, the same fragments are found, not written twice.
    again = run("import", "keepachangelog", CHANGELOGS / "real/keep-a-changelog.md", site)
    assert again.returncode == 1 and "the file exists already (an unreleased change" in again.stderr


def test_unreleased_option_still_imports_a_draft(run, tmp_path):
    site = make_site(tmp_path)
    imported = run("import", "keepachangelog", CHANGELOGS / "real/keep-a-changelog.md", site, "--force", "--unreleased", "1.2.0")
    assert imported.returncode == 0, imported.stderr
    assert not (site / "content" / "unreleased").exists()
    assert "draft: true" in (site / "content" / "versions" / "1.2.0.md").read_text()


def test_unreleased_links_to_the_page_that_shows_it_and_keeps_to_the_platform(run, tmp_path):
    site = make_site(tmp_path, "title: Acme\nbaseURL: https://acme.example/notes/\nunreleased:\n  show: true\nplatforms: [ios, macos]\n")
    assert run("add", "fixed", "A crash on the Mac", site, "--platform", "macos").returncode == 0
    assert run("add", "added", "Tags for notes", site).returncode == 0
    assert run("export", "keepachangelog", site, "--platform", "ios", "-o", tmp_path / "ios").returncode == 0
    changelog = tmp_path / "ios" / "CHANGELOG.md"
    text = changelog.read_text()
    assert "\n## [Unreleased]\n\n### Added\n\n- Tags for notes\n\n## [1.2.0] - 2026-03-18\n" in text
    assert "A crash on the Mac" not in text
    assert "\n[Unreleased]: https://acme.example/notes/\n" in text
    kacl_verify(changelog)
