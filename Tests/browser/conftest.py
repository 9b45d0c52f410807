"""Shared fixtures for the browser, HTML and feed checks: a release build of
notesite, the example site built into a temporary folder, loopback HTTP
servers, and headless Chromium driven by selenium."""
import contextlib
import functools
import http.server
import os
import pathlib
import shutil
import socketserver
import subprocess
import threading

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "Tests" / "browser" / "artifacts"


def notesite_binary() -> pathlib.Path:
    """The notesite binary: $NOTESITE_BIN, else a debug build made once."""
    given = os.environ.get("NOTESITE_BIN")
    if given:
        return pathlib.Path(given)
    subprocess.run(["swift", "build", "--product", "notesite"], cwd=REPO, check=True,
                   stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, check=True,
                         capture_output=True, text=True).stdout.strip()
    return pathlib.Path(out) / "notesite"


@pytest.fixture(scope="session")
def notesite():
    return notesite_binary()


def build_site(notesite, site_dir, output, *extra):
    """Runs `notesite build` and fails the test with its stderr if it fails."""
    result = subprocess.run([str(notesite), "build", str(site_dir), "-o", str(output), "--quiet", *extra],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return pathlib.Path(output)


def write_source(folder, config, versions):
    """A site folder from `notesite.yml`'s text and version files by name."""
    folder = pathlib.Path(folder)
    (folder / "content" / "versions").mkdir(parents=True, exist_ok=True)
    (folder / "notesite.yml").write_text(config, encoding="utf-8")
    for name, text in versions.items():
        (folder / "content" / "versions" / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def example_site(notesite, tmp_path_factory):
    """The repository's example site (content/), built into a fresh folder."""
    return build_site(notesite, REPO, tmp_path_factory.mktemp("example") / "_site")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


@contextlib.contextmanager
def serve(folder, handler=None):
    """Serves `folder` on a free loopback port; yields the base URL."""
    handler = handler or functools.partial(_QuietHandler, directory=str(folder))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def example_server(example_site):
    with serve(example_site) as url:
        yield url


def _first_existing(*paths):
    """The first of `paths` that exists (Debian's places, then Homebrew's cask)."""
    return next((p for p in paths if p and os.path.exists(p)), paths[1])


def make_driver(width=1280, height=900, dark=False):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = _first_existing(
        shutil.which("chromium"), "/usr/bin/chromium",
        "/Applications/Chromium.app/Contents/MacOS/Chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", f"--window-size={width},{height}", "--force-device-scale-factor=1"):
        options.add_argument(flag)
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    if dark:
        set_color_scheme(driver, "dark")
    return driver


def set_color_scheme(driver, scheme):
    """Emulates prefers-color-scheme (light or dark) for the pages this driver loads."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.fixture(scope="module")
def browser():
    """One desktop Chromium for a whole test module."""
    d = make_driver(1280, 900)
    d.set_script_timeout(15)
    yield d
    d.quit()


@pytest.fixture(scope="session")
def site_url(example_site):
    """The example site served under its baseURL's path (/driftwood/), so
    404.html, whose links start from that path, loads like on a real host."""
    from support.site import serve_at_base_path
    with serve_at_base_path(example_site) as url:
        yield url


@pytest.fixture
def driver():
    d = make_driver()
    yield d
    d.quit()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def pytest_terminal_summary(terminalreporter):
    """One plain count line, the same with -q or without, for logs and CI:
    errors in setup or teardown count as failures."""
    stats = terminalreporter.stats
    passed = len(stats.get("passed", []))
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    line = f"{passed} passed, {failed} failed"
    skipped = len(stats.get("skipped", []))
    if skipped:
        line += f", {skipped} skipped"
    terminalreporter.write_line(line)
