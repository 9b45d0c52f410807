"""GitHub releases and Notelet notes import into sites that check and build."""
from channel_support import CHANGELOGS, notesite, read_version_files, run  # noqa: F401 (fixtures)


def test_notelet_import_builds(run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    imported = run("import", "notelet", CHANGELOGS / "json/notelet.json", site, "--missing-date", "draft")
    assert imported.returncode == 0, imported.stderr
    files = read_version_files(site)
    assert sorted(files) == ["1.1.0", "1.2.0"]
    v120 = files["1.2.0"]
    assert v120["draft"] is True and v120["title"] == "What's new"
    assert [f["icon"] for f in v120["features"]] == ["wand.and.stars", "lock.shield.fill"]
    assert [sorted(p) for p in v120["pages"]] == [["description", "image", "title"], ["description", "title", "video"], ["list"]]
    built = run("build", site, "--drafts", "-o", tmp_path / "out", "--quiet")
    assert built.returncode == 0, built.stderr
    sheet = (tmp_path / "out" / "whats-new" / "1.2.0" / "index.html").read_text()
    assert "New editor tools" in sheet and "notes-video.mp4" in sheet


def test_github_releases_import_checks(run, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    imported = run("import", "github-releases", CHANGELOGS / "json/github-releases.json", site)
    assert imported.returncode == 0, imported.stderr
    assert 'read tag "v1.2" as version 1.2.0' in imported.stderr
    files = read_version_files(site)
    assert sorted(files) == ["1.2.0", "2.0.0-beta.1", "2.1.0"]
    assert str(files["1.2.0"]["date"]) == "2026-03-18" and "title" not in files["1.2.0"]
    assert files["2.0.0-beta.1"]["title"] == "Beta"
    assert files["2.0.0-beta.1"]["body"] == "## What's Changed\n* New editor by @a in https://github.com/acme/app/pull/3\n"
    assert files["2.1.0"]["draft"] is True and "date" not in files["2.1.0"]
    checked = run("check", site, "--drafts")
    assert checked.returncode == 0, checked.stderr
