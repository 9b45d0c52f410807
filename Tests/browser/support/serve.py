"""Runs `notesite serve` on a copy of the example site: the real binary, in
the copy's folder (so diagnostics name `content/...` as a user would see
them), on a free port, reading its terminal lines as they come."""
import contextlib
import os
import pathlib
import queue
import re
import shutil
import signal
import socket
import subprocess
import threading
import time

from conftest import REPO


def copy_example(folder):
    """The example site (notesite.yml, content/, templates/ if any) copied into `folder`."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "notesite.yml", folder / "notesite.yml")
    shutil.copytree(REPO / "content", folder / "content")
    if (REPO / "templates").exists():
        shutil.copytree(REPO / "templates", folder / "templates")
    return folder


class Server:
    """A running `notesite serve`: its URLs, its process and its terminal lines."""

    def __init__(self, process, site):
        self.process = process
        self.site = pathlib.Path(site)
        self.lines = []
        self._new = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        line = self.wait_for_line(r"^Serving .* at (http://\S+)$", timeout=60)
        self.url = re.search(r"(http://\S+)$", line).group(1)
        self.origin = re.match(r"(http://[^/]+)", self.url).group(1)
        self.port = int(self.origin.rsplit(":", 1)[1])
        self.mount = self.url[len(self.origin):]

    def _read(self):
        for raw in self.process.stderr:
            line = raw.rstrip("\n")
            self.lines.append(line)
            self._new.put(line)

    def wait_for_line(self, pattern, timeout=20):
        """Waits for a terminal line (from now on) matching `pattern`; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line matching {pattern!r}; the terminal said:\n" + "\n".join(self.lines))
            try:
                line = self._new.get(timeout=left)
            except queue.Empty:
                continue
            if re.search(pattern, line):
                return line

    def drain(self):
        """Forgets the lines seen so far, so the next wait sees only new ones."""
        while not self._new.empty():
            self._new.get_nowait()

    def stop(self, sig=signal.SIGINT):
        """Stops the server as Ctrl-C would; returns its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError("serve did not stop within 15 s of the signal")
        self._reader.join(timeout=5)
        return self.process.returncode


def start(notesite, site, *extra, cwd=None):
    """Starts `notesite serve` on `site` (run from inside it) on any free port."""
    process = subprocess.Popen([str(notesite), "serve", ".", "--port", "0", *extra],
                               cwd=str(cwd or site), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True, bufsize=1)
    try:
        return Server(process, site)
    except Exception:
        process.kill()
        process.wait()
        raise


@contextlib.contextmanager
def running(notesite, site, *extra):
    server = start(notesite, site, *extra)
    try:
        yield server
    finally:
        server.stop()


def raw_request(port, data, timeout=10):
    """Sends raw bytes to the server and returns everything it answers."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        chunks = []
        while True:
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)


def status_of(response):
    """The status code of a raw response."""
    return int(response.split(b" ", 2)[1])


def edit(path, old, new):
    """Replaces `old` with `new` in a file, writing it in place as many editors do."""
    path = pathlib.Path(path)
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def save_by_rename(path, text):
    """Saves `text` the way vim and many IDEs do: a temporary file beside, then a rename."""
    path = pathlib.Path(path)
    scratch = path.with_name("." + path.name + ".swp")
    scratch.write_text("swap", encoding="utf-8")
    temporary = path.with_name(path.name + ".tmp~")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
    scratch.unlink()


class EventStream:
    """A raw connection to `/_notesite/events`, read one build event at a time."""

    def __init__(self, port, since="x"):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.socket.sendall(f"GET /_notesite/events?since={since} HTTP/1.1\r\nHost: x\r\n"
                            "Accept: text/event-stream\r\n\r\n".encode())
        self.buffer = b""

    def next(self, timeout=30):
        """The next `event: build` block's data line, as text."""
        self.socket.settimeout(timeout)
        while True:
            while b"\n\n" in self.buffer:
                block, self.buffer = self.buffer.split(b"\n\n", 1)
                if b"event: build" in block:
                    return block.split(b"data: ", 1)[1].decode()
            chunk = self.socket.recv(65536)
            assert chunk, "the event stream closed"
            self.buffer += chunk

    def close(self):
        self.socket.close()
