#!/usr/bin/env python3
"""The same measure as measure.py for Pagefind, for comparison only (never a
dependency of notesite): on a copy of a built site indexed with
`python -m pagefind --site <copy> --root-selector main` (PyPI
`pagefind[extended]`), runs Pagefind's own search API for a query and its
first ten results' fragments, and sums the gzip size of every file fetched.

Usage: pagefind.py SITE_COPY QUERY...
"""
import gzip
import pathlib
import sys
import time
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "browser"))
from conftest import _QuietHandler, make_driver, serve  # noqa: E402
import functools  # noqa: E402

REQUESTED = []


class _Recording(_QuietHandler):
    """Records every path asked for: Pagefind fetches from a worker, whose
    requests the page's own performance entries do not list."""
    def do_GET(self):
        REQUESTED.append(urllib.parse.unquote(urllib.parse.urlparse(self.path).path))
        super().do_GET()

PAGE = """<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>pagefind</title>
<script type="module">
const pagefind = await import("./pagefind/pagefind.js");
const search = await pagefind.search(decodeURIComponent(location.hash.slice(1)));
const data = await Promise.all(search.results.slice(0, 10).map(r => r.data()));
window.done = search.results.length + " results, " + data.length + " shown";
</script>"""


def main():
    site, queries = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2:]
    (site / "pagefind-bench.html").write_text(PAGE, encoding="utf-8")
    driver = make_driver()
    with serve(site, functools.partial(_Recording, directory=str(site))) as base:
        print(f"{'query':<16} {'files':>5} {'raw KB':>8} {'gzip KB':>8}")
        for query in queries:
            driver.get("about:blank")
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            REQUESTED.clear()
            driver.get(base + "pagefind-bench.html#" + urllib.parse.quote(query))
            deadline = time.time() + 60
            while time.time() < deadline and not driver.execute_script("return window.done"):
                time.sleep(0.1)
            files = [site / p.lstrip("/") for p in REQUESTED]
            files = [f for f in files if f.is_file() and f.name != "pagefind-bench.html"]
            raw = sum(f.stat().st_size for f in files)
            packed = sum(len(gzip.compress(f.read_bytes(), 6)) for f in files)
            print(f"{query:<16} {len(files):>5} {raw / 1024:>8.1f} {packed / 1024:>8.1f}  {driver.execute_script('return window.done')}")
    driver.quit()


if __name__ == "__main__":
    main()
