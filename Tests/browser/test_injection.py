"""No injection (docs/builds.md): the fixture in Tests/Fixtures/injection puts script
payloads into every text field, the site settings and a custom SVG icon. The
build must succeed; every HTML output, and every HTML fragment carried inside
JSON, JavaScript or XML outputs, is parsed and must hold no script element
that the theme does not write itself, no event-handler attribute and no
javascript: URL. JSON and XML outputs must parse and carry the payloads as
plain data."""
import hashlib
import html.parser
import json
import re
import shutil
import urllib.parse
import xml.etree.ElementTree as ET

import pytest

from conftest import REPO, build_site

FIXTURE = REPO / "Tests" / "Fixtures" / "injection"
WIDGET_TEMPLATE = REPO / "Templates" / "theme" / "whats-new.js"
CONFIG_TOKEN = "__NOTESITE_CONFIG__"

SITE_TITLE = 'Site <script>alert("site")</script> "><img src=x onerror=alert(1)> {{{x}}} </script>'
APP_NAME = "App </script><script>alert(4)</script>"
VERSION_TITLE = ('Title <script>alert(1)</script> "><img src=x onerror=alert(1)> '
                 "[x](javascript:alert(1)) {{{x}}} </script> <javascript:alert(1)>")
# An asset whose very name tries to close the attribute it is written into.
HOSTILE_ASSET = 'a"><svg onload=alert(1)>.png'

# Elements content must never bring in, whatever the theme does.
FORBIDDEN_ELEMENTS = {"iframe", "frame", "frameset", "object", "embed", "applet", "base",
                      "form", "foreignobject", "animate", "set", "use", "image"}
# Schemes that run code when a URL is followed or loaded.
CODE_URL = re.compile(r"^(javascript|vbscript|livescript|data:text/html)", re.IGNORECASE)
# Browsers ignore these anywhere in a URL's scheme ("java\tscript:").
URL_IGNORED = re.compile(r"[\x00-\x20\x7f]")


def is_theme_search_form(attrs):
    """The theme's own search forms (docs/search.md): the header's box and
    the search page's, each leading to a search page of the site."""
    a = dict(attrs)
    return (a.get("role") == "search" and a.get("class") in ("ns-search-box", "ns-search-form")
            and re.fullmatch(r"(\.\./)*(search/)?index\.html", a.get("action") or "") is not None)


class Scanner(html.parser.HTMLParser):
    """Collects script and style elements, and every violation of the rules."""

    def __init__(self, where):
        super().__init__(convert_charrefs=True)
        self.where = where
        self.violations = []
        self.scripts = []      # (attributes, text) of each <script>
        self.styles = []       # text of each <style>
        self.text = []
        self._open = None      # ("script" | "style", attrs, parts)

    def _check(self, tag, attrs):
        if tag == "form" and is_theme_search_form(attrs):
            pass
        elif tag in FORBIDDEN_ELEMENTS:
            self.violations.append(f"{self.where}: <{tag}> element")
        if tag == "meta" and any(n == "http-equiv" for n, _ in attrs):
            self.violations.append(f"{self.where}: <meta http-equiv>")
        for name, value in attrs:
            if name.startswith("on"):
                self.violations.append(f"{self.where}: <{tag} {name}=…> event attribute")
            if value is None:
                continue
            if CODE_URL.match(URL_IGNORED.sub("", value)):
                self.violations.append(f"{self.where}: <{tag} {name}={value!r}> code URL")
            if name == "style" and re.search(r"url\(|expression\(|javascript:|@import", value, re.I):
                self.violations.append(f"{self.where}: <{tag} style={value!r}>")

    def handle_starttag(self, tag, attrs):
        self._check(tag, attrs)
        if tag in ("script", "style"):
            self._open = (tag, tuple(sorted((n, v or "") for n, v in attrs)), [])

    def handle_startendtag(self, tag, attrs):
        self._check(tag, attrs)

    def handle_endtag(self, tag):
        if self._open and tag == self._open[0]:
            kind, attrs, parts = self._open
            text = "".join(parts)
            if kind == "script":
                self.scripts.append((attrs, hashlib.sha256(text.encode()).hexdigest()))
            else:
                self.styles.append(text)
            self._open = None

    def handle_data(self, data):
        if self._open:
            self._open[2].append(data)
        else:
            self.text.append(data)


def scan(markup, where):
    scanner = Scanner(where)
    scanner.feed(markup)
    scanner.close()
    return scanner


def html_files(folder):
    return sorted(p for p in folder.rglob("*.html"))


def strings_in(value, key=None):
    """Every (key, string) pair inside decoded JSON."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from strings_in(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v, key)
    elif isinstance(value, str):
        yield key, value


@pytest.fixture(scope="module")
def injected(notesite, tmp_path_factory):
    """The injection fixture, plus an asset with a hostile name, built."""
    site = tmp_path_factory.mktemp("injection") / "site"
    shutil.copytree(FIXTURE, site)
    assets = site / "content" / "assets"
    assets.mkdir(parents=True, exist_ok=True)
    (assets / HOSTILE_ASSET).write_bytes(b"\x89PNG\r\n\x1a\n")
    version = site / "content" / "versions" / "1.2.0.md"
    version.write_text("---\nversion: 1.2.0\ndate: 2026-03-01\npages:\n"
                       f"  - image: 'assets/{HOSTILE_ASSET}'\n    title: Hostile file name\n---\n")
    return build_site(notesite, site, site.parent / "out")


@pytest.fixture(scope="module")
def theme_scripts(example_site):
    """The script and style elements the theme writes on a clean build."""
    scripts, styles = set(), set()
    for page in html_files(example_site):
        scanner = scan(page.read_text(), page.name)
        scripts.update(scanner.scripts)
        styles.update(scanner.styles)
    return scripts, styles


def script_shape(script):
    """A script element without the version a standalone sheet page names."""
    attributes, digest = script
    return tuple((n, "" if n == "data-standalone" else v) for n, v in attributes), digest


def test_every_html_page_is_free_of_injected_script(injected, theme_scripts):
    scripts, styles = theme_scripts
    scripts = {script_shape(s) for s in scripts}
    pages = html_files(injected)
    assert len(pages) >= 7
    problems = []
    for page in pages:
        where = str(page.relative_to(injected))
        scanner = scan(page.read_text(), where)
        problems += scanner.violations
        problems += [f"{where}: <script> the theme does not write: {s}" for s in scanner.scripts
                     if script_shape(s) not in scripts]
        problems += [f"{where}: <style> the theme does not write" for s in scanner.styles if s not in styles]
    assert problems == []


def test_payloads_are_shown_as_text(injected):
    scanner = scan((injected / "index.html").read_text(), "index.html")
    text = "".join(scanner.text)
    assert SITE_TITLE in text
    assert "{{{x}}}" in text
    version = scan((injected / "versions" / "1.0.0" / "index.html").read_text(), "version")
    assert 'alert("code block, shown as code")' in "".join(version.text)


def test_the_hostile_asset_name_stays_inside_its_attribute(injected):
    assert (injected / "assets" / HOSTILE_ASSET).exists()
    page = (injected / "whats-new" / "1.2.0" / "index.html").read_text()
    sources = []

    class Images(html.parser.HTMLParser):
        def handle_starttag(self, tag, attrs):
            sources.extend(v for n, v in attrs if n == "src" and v and "svg" in v)

    Images().feed(page)
    # The URL escapes the name; decoded, it is the whole file name, still one attribute value.
    assert sources and all(urllib.parse.unquote(s).endswith(HOSTILE_ASSET) for s in sources)


def test_json_outputs_carry_payloads_as_data(injected):
    notes = json.loads((injected / "notes.json").read_text())
    assert notes["title"] == SITE_TITLE
    first = next(v for v in notes["versions"] if v["version"] == "1.0.0")
    assert first["title"]["markdown"] == VERSION_TITLE
    # Raw HTML is left out of the rendered forms, and the rest is text.
    assert first["title"]["text"].startswith("Title ") and "{{{x}}}" in first["title"]["text"]
    assert '<script>alert("block")</script>' in first["body"]["markdown"]
    feed = json.loads((injected / "feed.json").read_text())
    assert feed["title"] == SITE_TITLE
    problems = []
    for name, document in (("notes.json", notes), ("feed.json", feed)):
        for key, value in strings_in(document):
            if key in ("html", "content_html"):
                scanner = scan(value, f"{name} {key}")
                problems += scanner.violations
                problems += [f"{name} {key}: <script>" for _ in scanner.scripts]
            elif key in ("url", "external_url", "image", "poster", "home_page_url", "feed_url"):
                if CODE_URL.match(URL_IGNORED.sub("", value)):
                    problems.append(f"{name} {key}: {value}")
    assert problems == []


def test_widget_scripts_carry_payloads_as_data(injected):
    # The settings stand where the template's token is, on a line of their own
    # (the build leaves out the template's whole-line comments around them).
    template = WIDGET_TEMPLATE.read_text()
    token_line = next(line for line in template.splitlines() if CONFIG_TOKEN in line)
    head, tail = token_line.split(CONFIG_TOKEN)
    widget = (injected / "whats-new.js").read_text()
    assert CONFIG_TOKEN not in widget
    lines = [line for line in widget.splitlines() if line.startswith(head) and line.endswith(tail)]
    assert len(lines) == 1, lines
    settings = json.loads(lines[0][len(head):len(lines[0]) - len(tail)])
    assert settings["labels"]["next"] == "Next </script><script>alert(7)</script>"
    problems = []
    notes_scripts = sorted((injected / "whats-new").rglob("notes.js"))
    assert len(notes_scripts) == 3
    for script in notes_scripts:
        text = script.read_text()
        prefix, suffix = "NoteSite._receive(", ");\n"
        assert text.startswith(prefix) and text.endswith(suffix), script
        data = json.loads(text[len(prefix):-len(suffix)])
        for key in ("html", "primaryTitle"):
            if data.get(key):
                scanner = scan(data[key], f"{script.parent.name}/notes.js {key}")
                problems += scanner.violations + [f"{script}: <script>" for _ in scanner.scripts]
    assert problems == []


def test_xml_outputs_parse_and_carry_payloads_as_data(injected):
    atom = "{http://www.w3.org/2005/Atom}"
    feed = ET.parse(injected / "feed.xml").getroot()
    assert feed.find(f"{atom}title").text == SITE_TITLE
    problems = []
    for entry in feed.iter(f"{atom}entry"):
        for element in entry.iter():
            if element.get("type") == "html" and element.text:
                scanner = scan(element.text, f"feed.xml {element.tag}")
                problems += scanner.violations + ["feed.xml: <script>" for _ in scanner.scripts]
            elif element.get("type") == "xhtml":
                problems.append("feed.xml: unescaped xhtml content")
    titles = [e.text or "" for e in feed.iter(f"{atom}title")]
    assert any("{{{x}}}" in t for t in titles[1:]), titles
    ET.parse(injected / "sitemap.xml")
    assert problems == []


def test_custom_svg_icon_is_sanitised(injected):
    page = (injected / "whats-new" / "1.0.0" / "index.html").read_text()
    svgs = re.findall(r"<svg\b.*?</svg>", page, re.S)
    assert any("M2 2h20v20H2z" in svg for svg in svgs), "the icon's harmless shape is kept"
    for svg in svgs:
        lowered = svg.lower()
        for needle in ("<script", "onload", "onclick", "javascript", "foreignobject", "<use", "<image",
                       "<style", "url(", "evil.example", "<set", "<animate", "xlink"):
            assert needle not in lowered, f"{needle} survived in {svg[:120]}"
