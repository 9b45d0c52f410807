#!/usr/bin/env python3
"""What the first query on a search page downloads (docs/search.md): opens
search/index.html?q=<query> of a built site in headless Chromium, waits for
the results, and sums the gzip size (level 6, as web servers default) of
every script the page loaded over HTTP: notesite-search.js and the index files.

Usage: measure.py SITE_OUTPUT QUERY...
"""
import gzip
import pathlib
import sys
import time
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "browser"))
from conftest import make_driver, serve  # noqa: E402


def main():
    site, queries = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2:]
    driver = make_driver()
    with serve(site) as base:
        measure(driver, site, base, queries)
    driver.quit()


def measure(driver, site, base, queries):
    if True:
        print(f"{'query':<16} {'files':>5} {'raw KB':>8} {'gzip KB':>8} {'results':>8}")
        for query in queries:
            driver.get(base + "search/index.html?q=" + urllib.parse.quote(query))
            deadline = time.time() + 30
            while time.time() < deadline and not driver.execute_script(
                    "return document.querySelector('.ns-search-status').textContent"):
                time.sleep(0.1)
            time.sleep(0.5)
            urls = driver.execute_script(
                "return performance.getEntriesByType('resource').map(function (e) { return e.name; })")
            scripts = [site / urllib.parse.unquote(urllib.parse.urlparse(u).path).lstrip("/") for u in urls if u.endswith(".js")]
            raw = sum(pathlib.Path(p).stat().st_size for p in scripts)
            packed = sum(len(gzip.compress(pathlib.Path(p).read_bytes(), 6)) for p in scripts)
            count = driver.execute_script("return document.querySelectorAll('.ns-search-result').length")
            status = driver.execute_script("return document.querySelector('.ns-search-status').textContent")
            print(f"{query:<16} {len(scripts):>5} {raw / 1024:>8.1f} {packed / 1024:>8.1f} {count:>8}  {status}")


if __name__ == "__main__":
    main()
