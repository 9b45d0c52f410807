"""What the widget tests share: small fixture sites written on the fly, a
changelog server and a host-page server on two loopback ports (two origins)
that log every request, and helpers that drive the widget in Chromium."""
import functools
import http.server
import json
import os
import pathlib
import threading
import time
import urllib.parse

from conftest import build_site, serve, _QuietHandler

HERE = pathlib.Path(__file__).resolve().parent
HOST_TEMPLATE = (HERE / "host.html").read_text()


def write_site(folder, versions, settings=None, pages=None, current=None):
    """Writes a minimal site: one version file per version, each with a
    titled feature; `pages` maps a version to extra sheet pages (YAML text)."""
    folder = pathlib.Path(folder)
    (folder / "content" / "versions").mkdir(parents=True, exist_ok=True)
    (folder / "content" / "assets").mkdir(parents=True, exist_ok=True)
    widget = {"selection": "fallback", "storage": "local", "skipFirstVisit": False}
    widget.update(settings or {})
    lines = ["title: Fixture Notes", "language: en", "widget:"]
    lines += [f"  {k}: {json.dumps(v)}" for k, v in widget.items()]
    if current:
        lines += ["app:", f"  currentVersion: {current}"]
    (folder / "notesite.yml").write_text("\n".join(lines) + "\n")
    for day, version in enumerate(versions, start=1):
        extra = (pages or {}).get(version, "")
        (folder / "content" / "versions" / f"{version}.md").write_text(
            f"---\nversion: {version}\ndate: 2025-01-{day % 28 + 1:02d}\n"
            f'title: "Version {version}"\n'
            "features:\n"
            "  - icon: star.fill\n"
            f'    title: "Feature of {version}"\n'
            '    subtitle: "Something better."\n'
            f"{extra}---\n\nNotes for {version}.\n")
    return folder


def build_fixture_site(notesite, tmp, versions, **kwargs):
    """Writes and builds a fixture site; returns the output folder."""
    source = write_site(pathlib.Path(tmp) / "src", versions, **kwargs)
    return build_site(notesite, source, pathlib.Path(tmp) / "out")


class RequestLog:
    """Every request one server answered: path, host header, cookie header, bytes sent."""

    def __init__(self):
        self.entries = []
        self.lock = threading.Lock()

    def add(self, entry):
        with self.lock:
            self.entries.append(entry)

    def clear(self):
        with self.lock:
            self.entries.clear()

    def paths(self):
        with self.lock:
            return [e["path"] for e in self.entries]


class _LoggingFiles(_QuietHandler):
    """Serves a folder, logging each request and the size of each file sent."""

    def __init__(self, *args, log=None, **kwargs):
        self.request_log = log
        super().__init__(*args, **kwargs)

    def send_head(self):
        result = super().send_head()
        path = self.translate_path(self.path)
        size = os.path.getsize(path) if os.path.isfile(path) else 0
        self.request_log.add({"path": urllib.parse.urlsplit(self.path).path, "cookie": self.headers.get("Cookie"),
                              "bytes": size, "status": 200 if size else 404})
        return result

    def end_headers(self):
        # Revalidate on every load, so a fixed file is seen after Retry or reload.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _HostPages(http.server.BaseHTTPRequestHandler):
    """Serves the host pages registered in `pages` (path -> HTML)."""

    def __init__(self, *args, pages=None, log=None, **kwargs):
        self.pages = pages
        self.request_log = log
        super().__init__(*args, **kwargs)

    def log_message(self, *args):
        pass

    def do_GET(self):
        path = urllib.parse.urlsplit(self.path).path
        self.request_log.add({"path": path, "cookie": self.headers.get("Cookie"), "bytes": 0})
        body = self.pages.get(path)
        if body is None:
            self.send_error(404)
            return
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)


class Servers:
    """Changelog sites under one folder on one port, host pages on another:
    two origins, each logging the requests it answered."""

    def __init__(self, folder, stack):
        self.site_log = RequestLog()
        self.host_log = RequestLog()
        self.pages = {"/blank.html": "<!DOCTYPE html><title>blank</title>"}
        self.folder = pathlib.Path(folder)
        site_handler = functools.partial(_LoggingFiles, directory=str(folder), log=self.site_log)
        host_handler = functools.partial(_HostPages, pages=self.pages, log=self.host_log)
        self.origin = stack.enter_context(serve(folder, site_handler))
        self.host = stack.enter_context(serve(folder, host_handler))
        self.count = 0

    def site(self, name):
        """The URL of the site built into `<folder>/<name>/`."""
        return f"{self.origin}{name}/"

    def host_page(self, site, head="", body_end="", **attributes):
        """Registers a host page that loads `site`'s widget with these `data-*`
        attributes (current_version -> data-current-version); returns its URL."""
        self.count += 1
        attrs = "".join(f' data-{k.replace("_", "-")}="{v}"' for k, v in attributes.items() if v is not None)
        tag = f'<script src="{self.site(site)}whats-new.js"{attrs} defer></script>'
        html = HOST_TEMPLATE.replace("<!--HEAD-->", head).replace("<!--WIDGET-->", tag).replace("<!--END-->", body_end)
        path = f"/host-{self.count}.html"
        self.pages[path] = html
        return self.host + path.lstrip("/")

    def forget(self, driver):
        """Clears the host origin's storage, so the next page starts as a first visit."""
        driver.get(self.host + "blank.html")
        driver.execute_script("localStorage.clear(); sessionStorage.clear();")


# ---- Driving the widget ----

def wait_for(driver, script, timeout=10, interval=0.05):
    """Runs `script` (returning a value) until it is truthy; returns that value."""
    deadline = time.monotonic() + timeout
    while True:
        value = driver.execute_script(script)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for: {script}")
        time.sleep(interval)


def load(driver, url):
    """Opens a host page and waits until the widget has run."""
    driver.get(url)
    wait_for(driver, "return !!(window.NoteSite && document.readyState === 'complete')")


def call(driver, expression):
    """Awaits a promise-returning expression in the page and returns its value."""
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        f"Promise.resolve({expression}).then(v => done({{ok: v}}), e => done({{error: String(e)}}));")["ok"]


def events(driver, kind=None):
    found = driver.execute_script("return window.__events")
    return [e for e in found if kind is None or e["type"] == kind]


def wait_open(driver):
    """Waits for the sheet to be open and its stylesheet applied; returns the shown versions."""
    wait_for(driver, "return window.__events.some(e => e.type === 'notesite:show')")
    wait_for(driver, """const r = document.getElementById('notesite-whats-new')?.shadowRoot;
                        const d = r && r.querySelector('dialog');
                        return d && d.open && getComputedStyle(d).borderTopLeftRadius !== '0px'""")
    return events(driver, "notesite:show")[-1]["detail"]["versions"]


def sheet_state(driver):
    """What the open sheet shows: page index, count, main button text, dots, focus."""
    return driver.execute_script("""
        const root = document.getElementById('notesite-whats-new')?.shadowRoot;
        const dialog = root && root.querySelector('dialog');
        if (!dialog || !dialog.open) return null;
        const pages = [...dialog.querySelectorAll('.ns-sheet-page')];
        return {
          page: pages.findIndex(p => !p.inert),
          pages: pages.length,
          primary: dialog.querySelector('.ns-primary-action').textContent.trim(),
          dots: [...dialog.querySelectorAll('.ns-dot')].map(d => d.getAttribute('aria-label')),
          current: dialog.querySelector('.ns-dot[aria-current="step"]')?.getAttribute('aria-label') ?? null,
          label: dialog.getAttribute('aria-labelledby') && root.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent.trim(),
          focusInside: dialog.contains(root.activeElement),
          versions: [...dialog.querySelectorAll('.ns-sheet-version')].map(v => v.textContent.trim()),
        };""")


def shadow(driver, selector):
    """An element inside the widget's shadow root."""
    return driver.execute_script(
        "return document.getElementById('notesite-whats-new').shadowRoot.querySelector(arguments[0])", selector)


def settle(driver):
    """Waits for page slides to finish (two animation frames after the transition)."""
    driver.execute_async_script("""const done = arguments[0];
        const root = document.getElementById('notesite-whats-new')?.shadowRoot;
        const track = root && root.querySelector('.ns-sheet-pages');
        const anims = track ? track.getAnimations() : [];
        Promise.all(anims.map(a => a.finished.catch(() => {}))).then(() =>
          requestAnimationFrame(() => requestAnimationFrame(done)));""")


