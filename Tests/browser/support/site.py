"""Facts about the example site read from its notesite.yml, and a loopback
server that puts the built site at baseURL's path, so pages whose links are
rooted there (404.html) load their stylesheet as they would in production."""
import contextlib
import pathlib
import re
import tempfile
import urllib.parse

from conftest import REPO, serve

CONFIG = REPO / "notesite.yml"


def _config_text() -> str:
    return CONFIG.read_text(encoding="utf-8")


def base_url() -> str:
    """The example site's baseURL."""
    match = re.search(r"^baseURL:\s*(\S+)", _config_text(), re.M)
    assert match, "notesite.yml sets no baseURL; the feed checks need one"
    return match.group(1).strip("'\"")


def feed_limit() -> int:
    """feeds.limit from notesite.yml, or its default of 50 (docs/content.md)."""
    match = re.search(r"^feeds:\s*\n(?:[ \t]+.*\n)*?[ \t]+limit:\s*(\d+)", _config_text(), re.M)
    return int(match.group(1)) if match else 50


@contextlib.contextmanager
def serve_at_base_path(site: pathlib.Path):
    """Serves `site` at baseURL's path on a loopback port; yields the site's URL."""
    path = urllib.parse.urlparse(base_url()).path.strip("/")
    if not path:
        with serve(site) as root:
            yield root
        return
    with tempfile.TemporaryDirectory() as parent:
        mount = pathlib.Path(parent) / path
        mount.parent.mkdir(parents=True, exist_ok=True)
        mount.symlink_to(site.resolve(), target_is_directory=True)
        with serve(parent) as root:
            yield f"{root}{path}/"
