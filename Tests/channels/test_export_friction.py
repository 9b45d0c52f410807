"""What the exports keep of a version: list-page rows reach the GitHub and
store texts (image and video texts the GitHub notes), nested change items keep their structure, a
yanked version's store text is said, and --base-url works as for build."""
import pytest

from channel_support import notesite, run  # noqa: F401 (fixtures)

VERSION = """---
version: 1.4.0
date: 2026-03-18
build: "1400"
features:
  - icon: star.fill
    title: Faster sync
    subtitle: Up to twice as fast.
pages:
  - list:
      title: More in 1.4
      rows:
        - icon: wand.and.stars
          title: New editor tools
          description: More formatting options with fewer taps.
  - image: assets/editor.png
    alt: The new editor toolbar
    title: Updated editor
    description: Refreshed visuals across key screens.
  - video: https://media.acme.example/walkthrough.mp4
    title: Quick walkthrough
    description: A short clip of the new flow.
changes:
  added:
    - "Keyboard shortcuts:\\n- Cmd-N for a new note\\n- Cmd-F to search"
    - Folders
---

Thanks for reading.
"""

YANKED = """---
version: 1.3.0
date: 2026-02-01
build: "1300"
yanked: true
changes:
  fixed: [A crash]
---
"""


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "site"
    (root / "content" / "versions").mkdir(parents=True)
    (root / "content" / "assets").mkdir()
    (root / "content" / "assets" / "editor.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (root / "notesite.yml").write_text("title: Acme\nbaseURL: https://acme.example/notes/\napp: {currentVersion: 1.4.0}\n")
    (root / "content" / "versions" / "1.4.0.md").write_text(VERSION)
    return root


STORE_TEXT = """• Faster sync: Up to twice as fast.

• New editor tools: More formatting options with fewer taps.

• Keyboard shortcuts:
  • Cmd-N for a new note
  • Cmd-F to search
• Folders

Thanks for reading."""


def test_store_texts_hold_list_rows_and_nested_items(run, site):
    result = run("export", "fastlane", site)
    assert result.returncode == 0, result.stderr
    app_store = site / "_export" / "fastlane" / "metadata" / "en-US" / "release_notes.txt"
    assert app_store.read_text() == STORE_TEXT
    play = site / "_export" / "fastlane" / "metadata" / "android" / "en-US" / "changelogs" / "1400.txt"
    assert play.read_text() == STORE_TEXT


def test_github_notes_hold_rows_and_media_texts(run, site):
    result = run("export", "github", site)
    assert result.returncode == 0, result.stderr
    text = (site / "_export" / "github" / "1.4.0.md").read_text()
    assert "**More in 1.4**\n\n- **New editor tools**: More formatting options with fewer taps.\n" in text
    assert ("![The new editor toolbar](https://acme.example/notes/assets/editor.png)\n\n"
            "**Updated editor**: Refreshed visuals across key screens.\n") in text
    assert "**[Quick walkthrough](https://media.acme.example/walkthrough.mp4)**: A short clip of the new flow.\n" in text
    assert "- Keyboard shortcuts:\n  - Cmd-N for a new note\n  - Cmd-F to search\n" in text


def test_sparkle_notes_page_keeps_a_nested_list(run, site):
    result = run("export", "sparkle", site)
    assert result.returncode == 0, result.stderr
    page = (site / "_export" / "sparkle" / "1.4.0.html").read_text()
    assert "<li>Keyboard shortcuts:\n<ul>\n<li>Cmd-N for a new note</li>\n<li>Cmd-F to search</li>\n</ul></li>" in page
    assert "<li>Folders</li>" in page
    assert ('<h2>More in 1.4</h2>\n<ul class="features">\n'
            "<li><strong>New editor tools</strong> More formatting options with fewer taps.</li>\n</ul>") in page


def test_a_yanked_version_in_a_store_text_is_a_warning(run, site):
    (site / "content" / "versions" / "1.3.0.md").write_text(YANKED)
    result = run("export", "fastlane", site)
    assert result.returncode == 0, result.stderr
    assert (f"{site}/content/versions/1.3.0.md:2:10: warning: version 1.3.0 is yanked, but its notes are exported "
            "as the Google Play text (fastlane/metadata/android/en-US/changelogs/1300.txt)\n") in result.stderr
    assert result.stderr.count("is yanked") == 1
    one = run("export", "fastlane", site, "--version", "1.3.0")
    assert "version 1.3.0 is yanked, but its notes are exported as the App Store text" in one.stderr


def test_export_takes_base_url_as_build_does(run, site, tmp_path):
    (site / "notesite.yml").write_text("title: Acme\n")
    refused = run("export", "github", site)
    assert refused.returncode == 1 and "or pass --base-url" in refused.stderr
    result = run("export", "github", site, "--base-url", "https://cdn.acme.example/notes/")
    assert result.returncode == 0, result.stderr
    text = (site / "_export" / "github" / "1.4.0.md").read_text()
    assert "(https://cdn.acme.example/notes/assets/editor.png)" in text
    # It also stands in for a baseURL that notesite.yml has.
    (site / "notesite.yml").write_text("title: Acme\nbaseURL: https://acme.example/notes/\n")
    assert run("export", "sparkle", site, "--base-url", "https://cdn.acme.example/notes/").returncode == 0
    items = (site / "_export" / "sparkle" / "items.xml").read_text()
    assert "https://cdn.acme.example/notes/" in items and "https://acme.example/notes/" not in items


def test_build_hosts_the_sparkle_notes_pages_that_items_xml_links(run, tmp_path):
    from test_export_languages import BASE, SPARKLE, XML_LANG, make_site
    site = make_site(tmp_path)
    config = site / "notesite.yml"
    config.write_text(config.read_text() + "export:\n  sparkleNotes: true\n")
    built = tmp_path / "_site"
    result = run("build", site, "-o", built, "--quiet")
    assert result.returncode == 0, result.stderr
    hosted = sorted(str(p.relative_to(built / "sparkle")) for p in (built / "sparkle").rglob("*") if p.is_file())
    assert hosted == ["1.1.0.html", "1.2.0.html", "fr/1.2.0.html"]
    exported = run("export", "sparkle", site)
    assert exported.returncode == 0, exported.stderr
    out = site / "_export" / "sparkle"
    # The hosted page is the exported one, its links relative to the site instead of absolute.
    page = (built / "sparkle" / "fr" / "1.2.0.html").read_text()
    assert page == (out / "fr" / "1.2.0.html").read_text().replace(BASE, "../../")
    assert 'href="../../versions/1.1.0/"' in page
    items = {}
    import xml.etree.ElementTree as ET
    for item in ET.parse(out / "items.xml").getroot().iter("item"):
        version = item.find(f"{SPARKLE}shortVersionString").text
        items[version] = ({n.get(XML_LANG): n.text for n in item.findall(f"{SPARKLE}releaseNotesLink")},
                          item.find(f"{SPARKLE}fullReleaseNotesLink").text)
    assert items == {
        "1.2.0": ({"en": f"{BASE}sparkle/1.2.0.html", "fr": f"{BASE}sparkle/fr/1.2.0.html"}, f"{BASE}versions/1.2.0/"),
        "1.1.0": ({"en": f"{BASE}sparkle/1.1.0.html"}, f"{BASE}versions/1.1.0/"),
    }
    for links, full in items.values():
        for link in links.values():
            assert (built / link[len(BASE):]).is_file(), link
        assert (built / full[len(BASE):] / "index.html").is_file(), full
    # Without the setting the site has no sparkle/ folder, as before.
    config.write_text(config.read_text().replace("  sparkleNotes: true\n", "  sparkleNotes: false\n"))
    assert run("build", site, "-o", built, "--quiet").returncode == 0
    assert not (built / "sparkle").exists()
