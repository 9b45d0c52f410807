"""Times `notesite serve`: from writing a version file to the reload event
arriving on `/_notesite/events`, over a number of edits, and the serving
process's resident memory after the first build and after every edit.

Usage: latency.py NOTESITE SITE-DIR [EDITS] [TIMED]
Prints one row of bench/serve/run.sh's table on stdout and the raw numbers
as JSON on stderr: build (s, a fresh `notesite build` of the same site into
a new folder, the baseline), latencies (s, the first TIMED edits),
rss_first_kb, rss_after_kb."""
import json
import os
import pathlib
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def rss_kb(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Events:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=120)
        self.sock.sendall(b"GET /_notesite/events?since=x HTTP/1.1\r\nHost: x\r\n\r\n")
        self.buffer = b""

    def next(self):
        while True:
            while b"\n\n" in self.buffer:
                block, self.buffer = self.buffer.split(b"\n\n", 1)
                if b"event: build" in block:
                    return json.loads(block.split(b"data: ", 1)[1])
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("event stream closed")
            self.buffer += chunk


def main():
    notesite, site = sys.argv[1], pathlib.Path(sys.argv[2])
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    timed = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    # Baseline in the same run: a fresh build of the same site into a new folder.
    with tempfile.TemporaryDirectory(dir=site.parent) as out:
        started = time.monotonic()
        subprocess.run([notesite, "build", str(site), "-o", out + "/_site", "--quiet"], check=True)
        build = time.monotonic() - started
    process = subprocess.Popen([notesite, "serve", ".", "--port", "0"], cwd=site, stderr=subprocess.PIPE, text=True)
    try:
        for line in process.stderr:
            match = re.match(r"Serving .* at http://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = int(match.group(1))
                break
        # Keep reading the terminal, or a full pipe would stop the server.
        threading.Thread(target=lambda: [None for _ in process.stderr], daemon=True).start()
        events = Events(port)
        events.next()  # the state on connecting
        time.sleep(1)
        rss_first = rss_kb(process.pid)
        files = sorted((site / "content" / "versions").glob("*.md"))
        latencies = []
        for i in range(edits):
            path = files[(i * 7919) % len(files)]
            text = path.read_text(encoding="utf-8")
            edited = re.sub(r'subtitle: ".*?"', f'subtitle: "Edited for the benchmark, round {i}."', text, count=1)
            started = time.monotonic()
            path.write_text(edited, encoding="utf-8")
            while True:
                event = events.next()
                if event["paths"] is None or event["paths"]:
                    break
            if i < timed:
                latencies.append(time.monotonic() - started)
            time.sleep(0.05)
        time.sleep(1)
        rss_after = rss_kb(process.pid)
    finally:
        process.terminate()
        process.wait()
    median = statistics.median(latencies)
    print(json.dumps({"build": build, "latencies": latencies, "median": median,
                      "rss_first_kb": rss_first, "rss_after_kb": rss_after}), file=sys.stderr)
    ms = [x * 1000 for x in latencies]
    first, after = rss_first / 1024, rss_after / 1024
    versions = len(files)
    print(f"| {versions:,} | {build:.2f} | {median * 1000:.0f} | {median / build:.2f} | {min(ms):.0f} | {max(ms):.0f}"
          f" | {first:.0f} | {after:.0f} | {100 * (after / first - 1):+.1f}% |")


if __name__ == "__main__":
    main()
