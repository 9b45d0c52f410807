"""feed.xml (Atom 1.0) and feed.json (JSON Feed 1.1) parse cleanly and hold
the newest feeds.limit versions, newest first, each linking to its permalink
page (docs/content.md)."""
import json

import feedparser
import feedparser_rs
import pytest

from support.site import base_url, feed_limit


def parse(site, name):
    """Atom goes through feedparser; feedparser 6 has no JSON Feed reader, so
    feed.json goes through feedparser-rs, which reports problems the same way."""
    data = (site / name).read_bytes()
    return feedparser.parse(data) if name == "feed.xml" else feedparser_rs.parse(data)


def listed_versions(site):
    """The versions that may enter a feed, most recently released first: by
    date, then by precedence (notes.json's order; the sort is stable).
    notes.json never holds drafts, and a feed entry needs a date."""
    notes = json.loads((site / "notes.json").read_text(encoding="utf-8"))
    dated = [v for v in notes["versions"] if v.get("date")]
    return [v["version"] for v in sorted(dated, key=lambda v: v["date"], reverse=True)]


FEEDS = ["feed.xml", "feed.json"]


@pytest.mark.parametrize("name", FEEDS)
def test_feed_parses_without_errors(example_site, name):
    feed = parse(example_site, name)
    assert not feed.bozo, f"{name} is not a well-formed feed: {feed.get('bozo_exception')}"
    assert feed.version in ("atom10", "json11"), f"{name} was read as {feed.version!r}, not Atom 1.0 or JSON Feed 1.1"


@pytest.mark.parametrize("name", FEEDS)
def test_feed_holds_the_newest_versions_newest_first(example_site, name):
    expected = listed_versions(example_site)[:feed_limit()]
    permalinks = [base_url() + f"versions/{v}/" for v in expected]
    links = [entry.link for entry in parse(example_site, name).entries]
    assert links == permalinks, (f"{name} should list the {len(expected)} newest versions newest first "
                                 f"(feeds.limit {feed_limit()}):\n expected {expected}\n found    {links}")


@pytest.mark.parametrize("name", FEEDS)
def test_feed_entries_are_dated_newest_first(example_site, name):
    dates = [entry.published for entry in parse(example_site, name).entries]
    assert dates == sorted(dates, reverse=True), f"{name} entry dates are not newest first: {dates}"


@pytest.mark.parametrize("name", FEEDS)
def test_feed_entries_link_to_permalink_pages_that_exist(example_site, name):
    missing = []
    for entry in parse(example_site, name).entries:
        assert entry.link.startswith(base_url()), f"{name}: entry link {entry.link} is outside {base_url()}"
        page = example_site / entry.link[len(base_url()):] / "index.html"
        if not page.is_file():
            missing.append(entry.link)
    assert not missing, f"{name} links to permalink pages the site does not have: {missing}"


def test_json_feed_has_the_keys_json_feed_1_1_requires(example_site):
    feed = json.loads((example_site / "feed.json").read_text(encoding="utf-8"))
    problems = [f"top level lacks '{k}'" for k in ("version", "title", "items") if k not in feed]
    if feed.get("version") != "https://jsonfeed.org/version/1.1":
        problems.append(f"version is {feed.get('version')!r}")
    for i, item in enumerate(feed.get("items", [])):
        if not isinstance(item.get("id"), str) or not item["id"]:
            problems.append(f"item {i} has no string id")
        if "content_html" not in item and "content_text" not in item:
            problems.append(f"item {i} has neither content_html nor content_text")
    assert not problems, "feed.json breaks JSON Feed 1.1: " + "; ".join(problems)


def label_folders(site):
    return sorted(p for p in (site / "labels").iterdir() if p.is_dir())


def test_every_label_has_feeds_of_its_own_versions(example_site):
    notes = json.loads((example_site / "notes.json").read_text(encoding="utf-8"))
    folders = label_folders(example_site)
    assert folders, "the example site has labels"
    for folder in folders:
        label = folder.name
        carrying = [v for v in notes["versions"] if v.get("date") and
                    (label in v.get("labels", []) or label in v.get("changes", {}))]
        expected = [v["version"] for v in sorted(carrying, key=lambda v: v["date"], reverse=True)][:feed_limit()]
        for name in FEEDS:
            feed = parse(folder, name)
            assert not feed.bozo, f"labels/{label}/{name}: {feed.get('bozo_exception')}"
            urls = [entry.link for entry in feed.entries]
            assert urls == [f"{base_url().rstrip('/')}/versions/{v}/" for v in expected], f"labels/{label}/{name}"


def test_a_label_page_names_its_feeds_in_its_head(example_site):
    for folder in label_folders(example_site):
        head = (folder / "index.html").read_text(encoding="utf-8").split("</head>")[0]
        assert f'type="application/atom+xml" title="' in head
        assert f'href="../../labels/{folder.name}/feed.xml"' in head, folder.name
        assert f'href="../../labels/{folder.name}/feed.json"' in head, folder.name
