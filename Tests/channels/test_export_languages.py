"""Exports of a site in several languages (docs/languages.md and docs/channels.md): Sparkle links each
language's notes only where the built site has the page, and the Markdown
formats write further languages beside the default language's files."""
import pathlib
import xml.etree.ElementTree as ET

from channel_support import notesite, run, sparkle_items  # noqa: F401 (fixtures)

SPARKLE = "{http://www.andymatuschak.org/xml-namespaces/sparkle}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
BASE = "https://acme.example/notes/"


def make_site(root: pathlib.Path, missing="fallback"):
    """English, with French (1.2.0 translated) and Arabic (nothing translated)."""
    site = root / "site"
    versions = site / "content" / "versions"
    versions.mkdir(parents=True)
    (site / "notesite.yml").write_text(
        f"title: Acme\nbaseURL: {BASE}\nlanguage: en\napp:\n  name: Acme\n"
        f"languages:\n  fr: {{title: Notes}}\n  ar: {{}}\ni18n:\n  missing: {missing}\n")
    (versions / "1.2.0.md").write_text(
        "---\nversion: 1.2.0\ndate: 2026-03-18\nbuild: \"1200\"\nchanges:\n  added:\n    - Folders\n---\n\nSee [tags](versions/1.1.0/).\n")
    (versions / "1.2.0.fr.md").write_text(
        "---\nversion: 1.2.0\nchanges:\n  added:\n    - Dossiers\n---\n\nVoir [les étiquettes](versions/1.1.0/).\n")
    (versions / "1.1.0.md").write_text("---\nversion: 1.1.0\ndate: 2026-01-15\nbuild: \"1100\"\n---\n\nTags.\n")
    return site


def test_sparkle_links_each_language_that_has_the_page(run, tmp_path):
    site = make_site(tmp_path)
    items = {i.find(f"{SPARKLE}shortVersionString").text: i for i in sparkle_items(run, site, tmp_path / "_site").iter("item")}
    out = site / "_export" / "sparkle"
    links = {v: {n.get(XML_LANG): n.text for n in item.findall(f"{SPARKLE}releaseNotesLink")} for v, item in items.items()}
    assert links == {
        "1.2.0": {"en": f"{BASE}versions/1.2.0/", "fr": f"{BASE}fr/versions/1.2.0/"},
        "1.1.0": {"en": f"{BASE}versions/1.1.0/"},
    }
    for by_language in links.values():
        for link in by_language.values():
            assert (tmp_path / "_site" / link[len(BASE):] / "index.html").is_file(), link
    # Pages a language shows in the original have no permalink there, so they are never linked.
    assert not (tmp_path / "_site" / "fr" / "versions" / "1.1.0").exists()
    assert not (tmp_path / "_site" / "ar" / "versions" / "1.2.0").exists()
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == ["1.1.0.html", "1.1.0.md", "1.2.0.html", "1.2.0.md", "fr/1.2.0.html", "fr/1.2.0.md", "items.xml"]
    page = (out / "fr" / "1.2.0.html").read_text()
    assert '<html lang="fr" dir="ltr">' in page and "<h2>Ajouts</h2>" in page and "Dossiers" in page and f'href="{BASE}versions/1.1.0/"' in page
    assert (out / "fr" / "1.2.0.md").read_text() == (
        f"### Ajouts\n\n- Dossiers\n\nVoir [les étiquettes]({BASE}versions/1.1.0/).\n")


def test_sparkle_links_with_omitted_translations(run, tmp_path):
    site = make_site(tmp_path, missing="omit")
    for item in sparkle_items(run, site, tmp_path / "_site").iter("item"):
        for notes in item.findall(f"{SPARKLE}releaseNotesLink"):
            assert (tmp_path / "_site" / notes.text[len(BASE):] / "index.html").is_file(), notes.text


def test_fastlane_in_every_language(run, tmp_path):
    site = make_site(tmp_path)
    exported = run("export", "fastlane", site)
    assert exported.returncode == 0, exported.stderr
    out = site / "_export" / "fastlane" / "metadata"
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == [
        "android/ar/changelogs/1100.txt", "android/ar/changelogs/1200.txt", "android/ar/changelogs/default.txt",
        "android/en-US/changelogs/1100.txt", "android/en-US/changelogs/1200.txt", "android/en-US/changelogs/default.txt",
        "android/fr-FR/changelogs/1100.txt", "android/fr-FR/changelogs/1200.txt", "android/fr-FR/changelogs/default.txt",
        "ar-SA/release_notes.txt", "en-US/release_notes.txt", "fr-FR/release_notes.txt",
    ]
    assert (out / "fr-FR" / "release_notes.txt").read_text() == "• Dossiers\n\nVoir les étiquettes."
    assert (out / "ar-SA" / "release_notes.txt").read_text() == "• Folders\n\nSee tags."


def test_store_limit_errors_name_the_language(run, tmp_path):
    site = make_site(tmp_path)
    path = site / "content" / "versions" / "1.2.0.fr.md"
    path.write_text(path.read_text().replace("Voir", "Voir " + "é" * 500))
    exported = run("export", "fastlane", site)
    assert exported.returncode == 1
    assert (f"{path}:2:10: error: the Google Play text of 1.2.0 in 'fr' "
            "(fastlane/metadata/android/fr-FR/changelogs/1200.txt) is 533 characters, over the store's limit of 500\n") in exported.stderr
    checked = run("check", site)
    assert f"{path}:2:10: warning: the Google Play text of 1.2.0 in 'fr' (fastlane/metadata/android/fr-FR/changelogs/1200.txt)" in checked.stderr


def test_markdown_formats_per_language(run, tmp_path):
    site = make_site(tmp_path)
    assert run("export", "keepachangelog", site).returncode == 0
    assert run("export", "github", site).returncode == 0
    out = site / "_export"
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == ["CHANGELOG.ar.md", "CHANGELOG.fr.md", "CHANGELOG.md",
                     "github/1.1.0.md", "github/1.2.0.md", "github/fr/1.2.0.md"]
    french = (out / "CHANGELOG.fr.md").read_text()
    assert "## [1.2.0] - 2026-03-18\n\n### Added\n\n- Dossiers\n" in french
    # 1.1.0 has no French text: the French changelog lists it in English, as the French pages do,
    # and links it to the English page, the only one the site has.
    assert "## [1.1.0] - 2026-01-15\n" in french and "### Changed\n\n- Tags.\n" in french
    assert french.endswith(f"[1.2.0]: {BASE}fr/versions/1.2.0/\n[1.1.0]: {BASE}versions/1.1.0/\n")


def test_example_site_exports_fastlane_in_every_language(run, tmp_path):
    """The repository's example site: its store texts fit, so export succeeds and check is quiet about them."""
    from channel_support import REPO
    exported = run("export", "fastlane", REPO, "-o", tmp_path)
    assert exported.returncode == 0, exported.stderr
    out = tmp_path / "fastlane" / "metadata"
    for locale in ("en-US", "fr-FR", "ar-SA"):
        assert (out / locale / "release_notes.txt").is_file(), locale
    for locale in ("en-US", "fr-FR", "ar"):
        assert (out / "android" / locale / "changelogs" / "default.txt").is_file(), locale
    assert (out / "fr-FR" / "release_notes.txt").read_text().startswith("• Mode Concentration: ")
    checked = run("check", REPO)
    assert checked.returncode == 0 and "store's limit" not in checked.stderr, checked.stderr


def test_two_languages_on_one_store_locale_fail(run, tmp_path):
    site = make_site(tmp_path)
    config = site / "notesite.yml"
    config.write_text(config.read_text() + "export:\n  locales:\n    ar: {appStore: fr-FR}\n")
    exported = run("export", "fastlane", site)
    assert exported.returncode == 1
    assert (f"{config}: error: the languages 'fr' and 'ar' would both write fastlane/metadata/fr-FR/release_notes.txt\n"
            "  hint: give one of them another App Store locale under export.locales\n") in exported.stderr
    assert not (site / "_export").exists()


def test_two_versions_with_one_build_fail_once(run, tmp_path):
    site = make_site(tmp_path)
    path = site / "content" / "versions" / "1.1.0.md"
    path.write_text(path.read_text().replace('build: "1100"', 'build: "1200"'))
    exported = run("export", "fastlane", site)
    assert exported.returncode == 1
    assert exported.stderr == (
        f"{path}:2: error: 1.2.0 and 1.1.0 would both write fastlane/metadata/android/en-US/changelogs/1200.txt\n"
        "  hint: give each version its own build\n"
        "Export failed: 1 error; nothing was written.\n")


def test_omitted_current_version_names_the_language(run, tmp_path):
    site = make_site(tmp_path, missing="omit")
    exported = run("export", "fastlane", site)
    assert exported.returncode == 1
    assert exported.stderr == (
        f"{site}/notesite.yml: error: the current version 1.2.0 has no released notes in 'ar'\n"
        "  hint: translate it in content/versions/1.2.0.ar.md, or set i18n.missing: fallback\n"
        "Export failed: 1 error; nothing was written.\n")
