"""Fixtures and helpers for the import and export checks: the notesite binary
and small helpers to run it and read the version files it writes. Tests import
them by name; a conftest.py here would shadow the browser checks' own."""
import os
import pathlib
import subprocess
import xml.etree.ElementTree as ET

import pytest
import yaml

REPO = pathlib.Path(__file__).resolve().parents[2]
CHANGELOGS = REPO / "Tests" / "Fixtures" / "changelogs"


def notesite_binary() -> pathlib.Path:
    """$NOTESITE_BIN, else a debug build made once."""
    given = os.environ.get("NOTESITE_BIN")
    if given:
        return pathlib.Path(given)
    subprocess.run(["swift", "build", "--product", "notesite"], cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, check=True,
                         capture_output=True, text=True).stdout.strip()
    return pathlib.Path(out) / "notesite"


@pytest.fixture(scope="session")
def notesite():
    return notesite_binary()


@pytest.fixture
def run(notesite):
    """Runs notesite with the given arguments; returns the completed process."""
    def runner(*args, cwd=None):
        return subprocess.run([str(notesite), *map(str, args)], capture_output=True, text=True, cwd=cwd)
    return runner


def read_version_files(site: pathlib.Path) -> dict:
    """Every content/versions/*.md as {version: {front matter..., "body": text}}."""
    result = {}
    for path in sorted((site / "content" / "versions").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        _, front, body = text.split("---\n", 2)
        data = yaml.safe_load(front)
        data["body"] = body.lstrip("\n")
        result[str(data["version"])] = data
    return result


def sparkle_items(run, site: pathlib.Path, built: pathlib.Path):
    """Builds `site` into `built`, exports it for Sparkle and returns the root
    element of `_export/sparkle/items.xml`, whose links the build must hold."""
    result = run("build", site, "-o", built, "--quiet")
    assert result.returncode == 0, result.stderr
    exported = run("export", "sparkle", site)
    assert exported.returncode == 0, exported.stderr
    return ET.parse(site / "_export" / "sparkle" / "items.xml").getroot()
