"""`notesite serve` over HTTP (docs/command-line.md): the real binary on a copy of the
example site, asked with raw sockets so that no client library tidies the
paths first: traversal, methods, HEAD, the 404 page, content types, limits,
many connections at once, slow clients, ports, stopping, and `build` beside it."""
import concurrent.futures
import filecmp
import os
import pathlib
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

import pytest

from conftest import build_site
from support.serve import EventStream, copy_example, edit, raw_request, running, start, status_of

TRAVERSALS = [
    "/driftwood/../../../../etc/passwd",
    "/driftwood/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/driftwood/%2E%2E/%2E%2E/etc/passwd",
    "/driftwood/.%2e/.%2e/etc/passwd",
    "/driftwood/..%2f..%2f..%2fetc%2fpasswd",
    "/driftwood/%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/driftwood/..%5c..%5c..%5cetc%5cpasswd",
    "/driftwood/..\\..\\..\\etc\\passwd",
    "/driftwood/%252e%252e/%252e%252e/etc/passwd",
    "/driftwood/index.html%00../../etc/passwd",
    "//etc/passwd",
    "/driftwood//etc/passwd",
    "/etc/passwd",
    "/driftwood/versions/../../../notesite.yml",
    "/driftwood/%2e%2e/notesite.yml",
    "/driftwood/../content/versions/3.0.0.md",
    "/driftwood/%c0%ae%c0%ae/etc/passwd",
    "/driftwood/assets/..%2f..%2fnotesite.yml",
]

EXTRA_ASSETS = {
    "clip.webm": b"\x1a\x45\xdf\xa3 webm",
    "loop.gif": b"GIF89a\x01\x00\x01\x00\x00\x00\x00;",
    "shot.webp": b"RIFF\x00\x00\x00\x00WEBPVP8 ",
    "readme.txt": b"plain text\n",
    "mark.svg": b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
}

TYPES = {
    "": "text/html; charset=utf-8",
    "versions/3.0.0/": "text/html; charset=utf-8",
    "assets/notesite.css": "text/css; charset=utf-8",
    "whats-new.js": "text/javascript; charset=utf-8",
    "notes.json": "application/json",
    "feed.json": "application/json",
    "sitemap.xml": "application/xml; charset=utf-8",
    "feed.xml": "application/atom+xml; charset=utf-8",
    "assets/mark.svg": "image/svg+xml",
    "assets/editor.png": "image/png",
    "assets/journal.jpg": "image/jpeg",
    "assets/shot.webp": "image/webp",
    "assets/loop.gif": "image/gif",
    "assets/walkthrough.mp4": "video/mp4",
    "assets/clip.webm": "video/webm",
    "assets/readme.txt": "text/plain; charset=utf-8",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    folder = copy_example(tmp_path_factory.mktemp("serve-http") / "site")
    for name, data in EXTRA_ASSETS.items():
        (folder / "content" / "assets" / name).write_bytes(data)
    return folder


@pytest.fixture(scope="module")
def server(notesite, site):
    with running(notesite, site) as s:
        yield s


def get(server, path, method="GET", headers=None):
    request = urllib.request.Request(server.origin + path, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_site_is_served_at_its_base_url_path(server):
    assert server.mount == "/driftwood/"
    status, headers, body = get(server, "/driftwood/")
    assert status == 200
    assert b"Driftwood" in body
    assert b'<script src="/_notesite/live.js"' in body, "pages as served carry the reload script"
    root = raw_request(server.port, b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status_of(root) == 302 and b"Location: /driftwood/\r\n" in root


@pytest.mark.parametrize("path", TRAVERSALS)
def test_traversal_spellings_are_404_and_read_nothing_outside(server, path):
    response = raw_request(server.port, f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode("latin-1"))
    assert status_of(response) == 404, response[:200]
    assert b"root:" not in response
    assert b"baseURL" not in response and b"features:" not in response


def test_head_has_the_get_headers_and_no_body(server):
    get_response = raw_request(server.port, b"GET /driftwood/feed.xml HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    head_response = raw_request(server.port, b"HEAD /driftwood/feed.xml HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    get_head, get_body = get_response.split(b"\r\n\r\n", 1)
    head_head, head_body = head_response.split(b"\r\n\r\n", 1)
    assert status_of(head_response) == 200
    assert head_head == get_head
    assert head_body == b""
    assert int(dict(line.split(b": ", 1) for line in get_head.split(b"\r\n")[1:])[b"Content-Length"]) == len(get_body)


def test_missing_pages_get_the_site_404_page_with_status_404(server, site):
    for path in ("/driftwood/no/such/page/", "/driftwood/versions/9.9.9/", "/elsewhere/index.html"):
        status, headers, body = get(server, path)
        assert status == 404, path
        assert headers["Content-Type"] == "text/html; charset=utf-8"
        assert b"/_notesite/live.js" in body
    # The page is the site's own 404.html, reload script added.
    built = build_site_bytes(site, "404.html")
    assert body.replace(script_tag(body), b"") == built


def build_site_bytes(site, name, _cache={}):
    if site not in _cache:
        from conftest import notesite_binary
        out = pathlib.Path(str(site) + "-built")
        build_site(notesite_binary(), site, out)
        _cache[site] = out
    return (_cache[site] / name).read_bytes()


def script_tag(body):
    start = body.index(b'<script src="/_notesite/live.js"')
    return body[start:body.index(b"</script>", start) + len(b"</script>")]


def test_folders_are_never_listed(server):
    assert get(server, "/driftwood/assets/")[0] == 404
    assert get(server, "/driftwood/whats-new/")[0] == 200, "a folder with an index page shows that page"
    response = raw_request(server.port, b"GET /driftwood/versions/3.0.0?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status_of(response) == 301 and b"Location: /driftwood/versions/3.0.0/?x=1\r\n" in response


@pytest.mark.parametrize("path,expected", sorted(TYPES.items()))
def test_content_types(server, path, expected):
    status, headers, body = get(server, "/driftwood/" + path)
    assert status == 200
    assert headers["Content-Type"] == expected
    assert headers["X-Content-Type-Options"] == "nosniff"


def test_only_get_and_head(server):
    for method in ("POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"):
        response = raw_request(server.port, f"{method} /driftwood/ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode())
        assert status_of(response) == 405, method
        assert b"Allow: GET, HEAD\r\n" in response


def test_an_overlong_request_line_is_414_and_huge_headers_431(server):
    long_line = b"GET /driftwood/" + b"a" * 20000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    assert status_of(raw_request(server.port, long_line)) == 414
    huge = b"GET /driftwood/ HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-Filler-%d: %s\r\n" % (i, b"b" * 500) for i in range(100)) + b"\r\n"
    assert status_of(raw_request(server.port, huge)) == 431
    many = b"GET /driftwood/ HTTP/1.1\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(200)) + b"\r\n"
    assert status_of(raw_request(server.port, many)) == 431


def test_unchanged_files_answer_304_and_videos_ranges(server):
    status, headers, _ = get(server, "/driftwood/feed.xml")
    assert get(server, "/driftwood/feed.xml", headers={"If-None-Match": headers["ETag"]})[0] == 304
    status, headers, body = get(server, "/driftwood/assets/walkthrough.mp4", headers={"Range": "bytes=0-99"})
    assert status == 206 and len(body) == 100
    assert headers["Content-Range"].startswith("bytes 0-99/")


def test_200_concurrent_requests_all_succeed_while_the_reload_channel_stays_live(server, site):
    pages = ["", "feed.xml", "notes.json", "versions/3.0.0/", "whats-new.js", "assets/notesite.css", "page/2/", "whats-new/"]
    events = EventStream(server.port)
    try:
        events.next()  # what the stream says on connecting
        def fetch(i):
            status, _, body = get(server, "/driftwood/" + pages[i % len(pages)])
            return status, len(body)
        with concurrent.futures.ThreadPoolExecutor(max_workers=200) as pool:
            barrier_results = list(pool.map(fetch, range(200)))
        assert [status for status, _ in barrier_results] == [200] * 200
        assert all(size > 0 for _, size in barrier_results)
        # The channel still carries the next build's event at once.
        started = time.monotonic()
        edit(site / "content" / "versions" / "3.0.0.md", "Threads of related notes", "Threads of linked notes")
        event = events.next(timeout=30)
        assert "versions/3.0.0/index.html" in event, event
        assert time.monotonic() - started < 30
    finally:
        events.close()


def test_a_slow_client_does_not_stall_others(server):
    # One client trickles its request head; another never reads a large response.
    trickler = socket.create_connection(("127.0.0.1", server.port))
    trickler.sendall(b"GET /driftwood/ HT")
    idle_reader = socket.create_connection(("127.0.0.1", server.port))
    idle_reader.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    for _ in range(20):
        idle_reader.sendall(b"GET /driftwood/notes.json HTTP/1.1\r\nHost: x\r\n\r\n")
    try:
        started = time.monotonic()
        for _ in range(20):
            assert get(server, "/driftwood/versions/3.0.0/")[0] == 200
        assert time.monotonic() - started < 5, "requests waited on the slow clients"
        # The trickling client is cut off after the server's time limit.
        trickler.settimeout(20)
        answer = trickler.recv(1024)
        assert answer == b"" or answer.startswith(b"HTTP/1.1 408")
    finally:
        trickler.close()
        idle_reader.close()


def test_an_explicit_busy_port_exits_1_with_a_hint(notesite, server, site):
    result = subprocess.run([str(notesite), "serve", ".", "--port", str(server.port)], cwd=site,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr == (f"error: port {server.port} is in use by another program\n"
                             f"  hint: stop that program, or choose another port, e.g. --port {server.port + 1}"
                             " (--port 0 takes any free one)\n")


def test_a_busy_default_port_moves_to_the_next_free_one(notesite, site):
    blocker = socket.socket()
    try:
        blocker.bind(("127.0.0.1", 4400))
        blocker.listen(1)
    except OSError:
        pass  # something else already holds it, which is the same case
    try:
        process = subprocess.Popen([str(notesite), "serve", "."], cwd=site, stderr=subprocess.PIPE, text=True)
        lines = []
        for line in process.stderr:
            lines.append(line)
            if line.startswith("Serving "):
                break
        process.send_signal(signal.SIGINT)
        process.wait(timeout=15)
        moved = [line for line in lines if line.startswith("Port 4400 is in use; serving on port ")]
        assert moved, "".join(lines)
        port = int(moved[0].split("serving on port ")[1].split()[0])
        assert port > 4400
        assert f"127.0.0.1:{port}/driftwood/" in lines[-1]
    finally:
        blocker.close()


def test_malformed_options_are_usage_errors(notesite, site):
    for options in (["--port", "http"], ["--port", "70000"], ["--poll", "0"]):
        result = subprocess.run([str(notesite), "serve", ".", *options], cwd=site, capture_output=True, text=True)
        assert result.returncode == 64, options
        assert result.stderr.startswith("Error: ")
    result = subprocess.run([str(notesite), "serve", ".", "--bind", "example.com", "--port", "0"], cwd=site,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert result.stderr == ("error: 'example.com' is not an IP address to listen on\n"
                             "  hint: give a numeric address, e.g. --bind 127.0.0.1 (this machine only) or --bind 0.0.0.0 (every network)\n")


def listing(folder):
    return sorted(str(p.relative_to(folder)) for p in pathlib.Path(folder).rglob("*"))


def test_ctrl_c_stops_cleanly_and_serve_writes_nothing(notesite, tmp_path):
    site = copy_example(tmp_path / "site")
    before = listing(site)
    temp_before = set(os.listdir(tmp_path))
    for sig in (signal.SIGINT, signal.SIGTERM):
        server = start(notesite, site)
        assert get(server, "/driftwood/")[0] == 200
        port = server.port
        assert server.stop(sig) == 0
        assert server.lines[-1].startswith("Stopped")
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
    assert listing(site) == before, "serve wrote into the site folder"
    assert set(os.listdir(tmp_path)) == temp_before


def test_build_after_serve_gives_the_same_bytes_as_build_alone(notesite, tmp_path):
    site = copy_example(tmp_path / "site")
    alone = build_site(notesite, site, tmp_path / "alone")
    with running(notesite, site) as server:
        assert get(server, "/driftwood/versions/3.0.0/")[0] == 200
        beside = build_site(notesite, site, tmp_path / "beside")
        assert not (site / "_site").exists(), "serve never writes _site"
        build_site(notesite, site, site / "_site")
        assert get(server, "/driftwood/")[0] == 200
    after = build_site(notesite, site, tmp_path / "after")
    for tree in (beside, after, site / "_site"):
        comparison = filecmp.dircmp(alone, tree)
        assert_same_tree(comparison)
    for path in pathlib.Path(after).rglob("*"):
        if path.is_file():
            assert b"_notesite" not in path.read_bytes(), path


def assert_same_tree(comparison):
    assert not comparison.left_only and not comparison.right_only, (comparison.left_only, comparison.right_only)
    _, mismatch, errors = filecmp.cmpfiles(comparison.left, comparison.right, comparison.common_files, shallow=False)
    assert not mismatch and not errors, (mismatch, errors)
    for sub in comparison.subdirs.values():
        assert_same_tree(sub)


def test_a_site_broken_from_the_start_is_served_once_fixed(notesite, tmp_path):
    site = copy_example(tmp_path / "site")
    edit(site / "content" / "versions" / "3.0.0.md", "version: 3.0.0", "version: 3.0.x")
    server = start(notesite, site)
    try:
        assert "content/versions/3.0.0.md:2:10: error: 'version' must be a semantic version, found \"3.0.x\"" in server.lines
        status, _, body = get(server, "/driftwood/")
        assert status == 503 and b"/_notesite/live.js" in body
        events = EventStream(server.port)
        try:
            assert "content/versions/3.0.0.md:2:10: error:" in events.next()
            edit(site / "content" / "versions" / "3.0.0.md", "version: 3.0.x", "version: 3.0.0")
            assert events.next() == '{"paths":null,"problems":[]}', "the first good build reloads every page"
        finally:
            events.close()
        assert get(server, "/driftwood/")[0] == 200
    finally:
        assert server.stop() == 0
