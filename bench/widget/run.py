#!/usr/bin/env python3
"""The widget's size and speed budget (what a host page's visitor downloads
and waits for), on generated sites of 1,000 and 10,000 versions:

- whats-new.js, gzip -9: at most 14 KB at 1,000 versions, 24 KB at 10,000;
- what opening one version's sheet adds (its notes.js and the stylesheet,
  gzip -9; images and video aside): at most 12 KB, for the largest notes.js;
- from the host page's DOMContentLoaded to the dialog being open, on two
  local origins in headless Chromium: at most 50 ms (median of RUNS loads).

Usage: bench/widget/run.py            (RUNS=15 bench/widget/run.py for more loads; default 9)

It uses $NOTESITE_BIN, else the debug build (the output does not depend on
the build type). Sites go to a fresh temporary folder, deleted at the end."""
import contextlib
import functools
import gzip
import http.server
import os
import pathlib
import shutil
import socketserver
import statistics
import subprocess
import sys
import tempfile
import threading

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SIZES = [1000, 10000]
BUDGET = {"script": {1000: 14 * 1024, 10000: 24 * 1024}, "sheet": 12 * 1024, "open_ms": 50}


def notesite():
    given = os.environ.get("NOTESITE_BIN")
    if given:
        return given
    subprocess.run(["swift", "build", "--product", "notesite"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return str(pathlib.Path(out.stdout.strip()) / "notesite")


def gz(path):
    return len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


@contextlib.contextmanager
def serve(folder):
    server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


HOST = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script>
  document.addEventListener("DOMContentLoaded", function () { window.__ready = performance.now(); });
  document.addEventListener("notesite:show", function () { window.__open = performance.now(); });
</script>
<script src="{site}whats-new.js" data-current-version="{version}" defer></script>
</head><body><h1>An app's website</h1></body></html>"""


def open_times(sites, newest, runs):
    """Milliseconds from DOMContentLoaded to notesite:show, one per load, per site."""
    sys.path.insert(0, str(ROOT / "Tests" / "browser"))
    from conftest import make_driver

    hosts = pathlib.Path(tempfile.mkdtemp(prefix="notesite-bench-hosts-"))
    driver = make_driver()
    times = {}
    try:
        with serve(sites) as origin, serve(hosts) as host:
            for n in SIZES:
                (hosts / f"{n}.html").write_text(HOST.replace("{site}", f"{origin}{n}/").replace("{version}", newest[n]))
                samples = []
                driver.set_script_timeout(10)
                # The sheet is never dismissed, so nothing is recorded and every load presents it.
                for _ in range(runs + 1):
                    driver.get(f"{host}{n}.html")
                    value = driver.execute_async_script("""const done = arguments[0];
                        (function wait() { if (window.__open) done(window.__open - window.__ready); else setTimeout(wait, 5); })();""")
                    samples.append(value)
                times[n] = samples[1:]  # the first load warms Chromium's caches
    finally:
        driver.quit()
        shutil.rmtree(hosts, ignore_errors=True)
    return times


def main():
    runs = int(os.environ.get("RUNS", "9"))
    binary = notesite()
    work = pathlib.Path(tempfile.mkdtemp(prefix="notesite-bench-widget-"))
    failures = []
    try:
        newest = {}
        for n in SIZES:
            source = work / f"src-{n}"
            subprocess.run([sys.executable, str(ROOT / "bench" / "corpus" / "generate.py"), str(n), str(source)], check=True)
            subprocess.run([binary, "build", str(source), "-o", str(work / "sites" / str(n)), "--quiet"], check=True)
        print(f"{'versions':>9} {'whats-new.js':>14} {'gzip':>9} {'budget':>7} {'notes.js gzip max':>18} "
              f"{'median':>7} {'css gzip':>9} {'sheet':>7} {'budget':>7}")
        for n in SIZES:
            site = work / "sites" / str(n)
            script = site / "whats-new.js"
            notes = sorted(site.glob("whats-new/*/notes.js"))
            sizes = sorted(gz(p) for p in notes)
            largest = max(notes, key=gz)
            newest[n] = largest.parent.name
            css = gz(site / "assets" / "notesite.css")
            sheet = sizes[-1] + css
            print(f"{n:>9} {script.stat().st_size:>14,} {gz(script):>9,} {BUDGET['script'][n]:>7,} {sizes[-1]:>18,} "
                  f"{sizes[len(sizes) // 2]:>7,} {css:>9,} {sheet:>7,} {BUDGET['sheet']:>7,}")
            if gz(script) > BUDGET["script"][n]:
                failures.append(f"whats-new.js at {n} versions is {gz(script)} bytes gzip")
            if sheet > BUDGET["sheet"]:
                failures.append(f"one sheet at {n} versions adds {sheet} bytes gzip")
        times = open_times(work / "sites", newest, runs)
        print(f"\nDOMContentLoaded -> dialog open (ms, {runs} loads each, the version with the largest notes.js):")
        for n in SIZES:
            samples = times[n]
            print(f"{n:>9} versions: median {statistics.median(samples):.1f}, min {min(samples):.1f}, "
                  f"max {max(samples):.1f} (budget {BUDGET['open_ms']})")
            if statistics.median(samples) > BUDGET["open_ms"]:
                failures.append(f"opening at {n} versions takes {statistics.median(samples):.1f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("\nOver budget: " + "; ".join(failures))
        sys.exit(1)
    print("\nWithin every budget.")


if __name__ == "__main__":
    main()
