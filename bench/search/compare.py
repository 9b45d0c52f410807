#!/usr/bin/env python3
"""Which of 20 changelog queries notesite's search and Pagefind answer
correctly, on the same built site: the search fixture
(Tests/Fixtures/sites/search, four languages), whose expected answers are
the shared query vectors (Tests/Fixtures/search-vectors.json).

An answer is correct when the versions of the permalink pages among the
results are exactly the expected ones (in any order, and whatever changelog
or label pages come with them, which is generous to Pagefind: it indexes
pages, not versions). For Pagefind only, for comparison (never a
dependency of notesite): the site is copied and indexed with
`python -m pagefind --site <copy> --root-selector main`.

Usage: compare.py NOTESITE_OUTPUT PAGEFIND_COPY
"""
import json
import pathlib
import re
import sys
import time
import urllib.parse

REPO = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "browser"))
from conftest import make_driver, serve  # noqa: E402

QUERIES = [("en", q) for q in ["2.3", "v2.3.1", "2.3.x", "2.0.0-beta", "cafe", "NSURLSession", "--drafts", "foo.bar",
                                "30", "3", "harb", "tide tables", "synchronisaton", "tabels", "lighthose",
                                "xighthouse"]] + [("fr", "marees"), ("ar", "المد"), ("ar", "المكتبه"), ("ja", "京都")]
PREFIX = {"en": "", "fr": "fr/", "ar": "ar/", "ja": "ja/"}
VERSION_URL = re.compile(r"versions/([^/]+)/")

PAGE = """<!DOCTYPE html><html lang="{lang}"><meta charset="utf-8"><title>pagefind</title>
<script type="module">
const pagefind = await import("./pagefind/pagefind.js");
const search = await pagefind.search(decodeURIComponent(location.hash.slice(1)));
const data = await Promise.all(search.results.map(r => r.data()));
window.urls = data.map(d => d.url);
</script>"""


def expected():
    vectors = json.loads((REPO / "Tests" / "Fixtures" / "search-vectors.json").read_text(encoding="utf-8"))["queries"]
    return {(v["language"], v["query"]): set(v["versions"]) for v in vectors}


def wait(driver, script, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value is not None and value != "" and value is not False:
            return value
        time.sleep(0.05)
    return None


def notesite_answer(driver, base, language, query):
    driver.get(base + PREFIX[language] + "search/index.html?q=" + urllib.parse.quote(query))
    wait(driver, "return document.querySelector('.ns-search-status').textContent.trim()")
    return {e.text.split(" ")[-1] for e in driver.find_elements("css selector", ".ns-search-version")}


def pagefind_answer(driver, base, language, query):
    driver.get(base + f"pagefind-{language}.html#" + urllib.parse.quote(query))
    urls = wait(driver, "return window.urls") or []
    return {m.group(1) for m in (VERSION_URL.search(u) for u in urls) if m}


def main():
    ours, theirs = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    for language in PREFIX:
        (theirs / f"pagefind-{language}.html").write_text(PAGE.replace("{lang}", language), encoding="utf-8")
    answers = expected()
    driver = make_driver()
    right = {"notesite": 0, "pagefind": 0}
    print(f"{'query':<18} {'expected':<40} {'notesite':<9} pagefind")
    with serve(ours) as a, serve(theirs) as b:
        for language, query in QUERIES:
            want = answers[(language, query)]
            mine = notesite_answer(driver, a, language, query)
            other = pagefind_answer(driver, b, language, query)
            right["notesite"] += mine == want
            right["pagefind"] += other == want
            shown = ", ".join(sorted(want)) or "(none)"
            verdict = "yes" if other == want else "no: " + (", ".join(sorted(other)) or "(none)")
            print(f"{language + ' ' + query:<18} {shown:<40} {'yes' if mine == want else 'NO':<9} {verdict}")
    driver.quit()
    print(f"correct: notesite {right['notesite']} of {len(QUERIES)}, Pagefind {right['pagefind']} of {len(QUERIES)}")


if __name__ == "__main__":
    main()
