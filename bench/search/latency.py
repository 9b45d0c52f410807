#!/usr/bin/env python3
"""How soon the search page shows results after a keystroke (docs/search.md),
in headless Chromium against a local server:

- cold: the browser's cache is off and the page has just loaded; the first
  keystroke types the whole query (one input event), and the time runs until
  the results are shown, the index and the query's files loaded on the way;
- warm: then the box is emptied and the same query typed again: its files
  are in, so the time is the page's own work from keystroke to results.

Each figure is the median of RUNS (default 5) tries per query.

Usage: latency.py SITE_OUTPUT QUERY...
"""
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "browser"))
from conftest import make_driver, serve  # noqa: E402

# Types `query` into the page's box as one input event and calls back with
# the milliseconds until the results list holds results and the status has spoken.
TYPE = """
const [query, done] = arguments;
const input = document.querySelector('.ns-search-form input[name=q]');
const status = document.querySelector('.ns-search-status');
const list = document.querySelector('.ns-search-results');
const start = performance.now();
const shown = () => list.querySelector('.ns-search-result') && status.textContent.trim();
const watcher = new MutationObserver(() => {
  if (shown()) { watcher.disconnect(); done(performance.now() - start); }
});
watcher.observe(document.body, {childList: true, subtree: true, characterData: true});
input.focus();
input.value = query;
input.dispatchEvent(new Event('input', {bubbles: true}));
setTimeout(() => { watcher.disconnect(); done(-1); }, 10000);
"""

# Empties the box and waits until the page has cleared its results.
CLEAR = """
const done = arguments[0];
const input = document.querySelector('.ns-search-form input[name=q]');
input.value = '';
input.dispatchEvent(new Event('input', {bubbles: true}));
const wait = () => document.querySelector('.ns-search-results .ns-search-result') ? setTimeout(wait, 10) : done();
wait();
"""


def main():
    site, queries = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2:]
    runs = int(os.environ.get("RUNS", "5"))
    with serve(site) as base:
        page = base + "search/index.html"
        print(f"{'query':<16} {'warm ms':>8} {'cold ms':>8}")
        for query in queries:
            warm, cold = [], []
            for _ in range(runs):
                driver = make_driver()
                driver.set_script_timeout(20)
                try:
                    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
                    driver.get(page)
                    cold.append(driver.execute_async_script(TYPE, query))
                    driver.execute_async_script(CLEAR)
                    time.sleep(0.2)
                    warm.append(driver.execute_async_script(TYPE, query))
                finally:
                    driver.quit()
            print(f"{query:<16} {statistics.median(warm):>8.1f} {statistics.median(cold):>8.1f}")


if __name__ == "__main__":
    main()
