#!/usr/bin/env python3
"""Measures what the widget costs a visitor (run by hand, not by the tests):
the size of whats-new.js, the bytes downloaded for one sheet on a generated
10,000-version site, and the time from script load to the sheet shown, from
the `notesite:script` and `notesite:shown` performance marks.

    NOTESITE_BIN=.build/release/notesite python3 Tests/browser/widget/measure.py [count]
"""
import contextlib
import pathlib
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from conftest import build_site, make_driver, notesite_binary  # noqa: E402
from widget.harness import Servers, load, wait_open, write_site  # noqa: E402


def versions(count):
    """`count` versions: 100 minors of each major, patches 0-4 or so."""
    out = []
    major = 1
    while len(out) < count:
        for minor in range(20):
            for patch in range(5):
                out.append(f"{major}.{minor}.{patch}")
        major += 1
    return out[:count]


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    binary = notesite_binary()
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        tmp = pathlib.Path(tmp)
        listed = versions(count)
        write_site(tmp / "src", listed)
        started = time.monotonic()
        build_site(binary, tmp / "src", tmp / "root" / "big")
        print(f"built {count} versions in {time.monotonic() - started:.1f} s")
        script = tmp / "root" / "big" / "whats-new.js"
        print(f"whats-new.js: {script.stat().st_size:,} bytes")
        servers = Servers(tmp / "root", stack)
        driver = make_driver(1280, 900)
        try:
            timings = []
            for attempt in range(5):
                servers.forget(driver)
                servers.site_log.clear()
                load(driver, servers.host_page("big", current_version=listed[-1], storage="memory"))
                wait_open(driver)
                timings.append(driver.execute_script(
                    "return performance.measure('sheet', 'notesite:script', 'notesite:shown').duration"))
                if attempt == 0:
                    sent = [(e["path"], e["bytes"]) for e in servers.site_log.entries]
                    for path, size in sent:
                        print(f"  {size:>9,}  {path}")
                    print(f"downloaded for one sheet: {sum(s for _, s in sent):,} bytes in {len(sent)} requests")
            print("script load -> sheet shown: median %.1f ms (%s)" % (
                statistics.median(timings), ", ".join(f"{t:.1f}" for t in timings)))
        finally:
            driver.quit()


if __name__ == "__main__":
    main()
